import type { DbOrTx } from '../../db/client';
import { contactMessages, subscribers } from '../../db/schema/index';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

/** A subscriber row (active unless told otherwise); the email is lower-cased as the app stores it. */
export async function createSubscriber(
  db: DbOrTx,
  overrides: Partial<typeof subscribers.$inferInsert> = {},
) {
  const status = overrides.status ?? 'active';
  const [row] = await db
    .insert(subscribers)
    .values({
      email: `reader-${next()}@example.com`,
      first_name: 'Ada',
      last_name: 'Reader',
      source: 'footer',
      confirmed_at: status === 'active' ? new Date() : null,
      unsubscribed_at: status === 'unsubscribed' ? new Date() : null,
      ...overrides,
      status,
      ...(overrides.email ? { email: overrides.email.toLowerCase() } : {}),
    })
    .returning();
  return row!;
}

/** A contact message as a visitor would have sent it. */
export async function createContactMessage(
  db: DbOrTx,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: 'Visitor',
      email: `visitor-${next()}@example.com`,
      subject: 'A question',
      message: 'I love the harbour series. Is the large one still available?',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
      ...overrides,
    })
    .returning();
  return row!;
}
