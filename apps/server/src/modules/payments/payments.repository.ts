import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { processedStripeEvents } from '../../db/schema/index';

/**
 * Records a Stripe event as handled; false when it already was (a redelivery). Written in the
 * same transaction as the event's effect, so a failed event leaves no trace and is retried.
 */
export async function markEventProcessed(db: DbOrTx, event: { id: string; type: string }) {
  const fresh = await db
    .insert(processedStripeEvents)
    .values({ event_id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedStripeEvents.event_id });
  return fresh.length > 0;
}

/** Forgets a handled event whose refund Stripe refused, so Stripe's redelivery asks again. */
export async function forgetEvent(db: DbOrTx, eventId: string) {
  await db.delete(processedStripeEvents).where(eq(processedStripeEvents.event_id, eventId));
}
