import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf } from '@atelier/core';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { handleStripeEvent } from './stripe.service';
import { verifyWebhook } from '../../lib/stripe/client';

const WebhookResult = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});

/**
 * POST /payments/stripe/webhook. Stripe signs the exact bytes it sends, so this route (and
 * only this one: the parser is registered inside its own encapsulated plugin) keeps JSON
 * bodies as a raw Buffer and verifies the signature before reading anything.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    { schema: { tags: ['payments'], response: { 200: dataOf(WebhookResult) } } },
    async (request) => {
      if (!app.config.stripe) throw notFound('Stripe is not configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError(400, 'invalid_signature', 'Missing Stripe signature or body');
      }
      let event;
      try {
        event = verifyWebhook(app.config, request.body, signature);
      } catch {
        throw new AppError(400, 'invalid_signature', 'Invalid Stripe signature');
      }
      const outcome = await handleStripeEvent(app, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { data: { received: true as const, outcome } };
    },
  );
};
export default paymentsRoutes;
