import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutOptions,
  OrderStatusQuery,
  OrderTokenParam,
  PlaceOrderInput,
  PlacedOrder,
  PublicOrder,
  Quote,
  QuoteInput,
  ResumePayment,
  dataOf,
} from '@atelier/core';
import { throttlePerAddress } from '../../lib/throttle';
import { hasPreviewAccess } from '../preview/preview.service';
import * as checkout from './checkout.service';
import { placeOrder } from '../orders/place-order.service';
import { publicOrder } from '../orders/order-status.service';
import { openPaymentPage } from '../orders/payment-page.service';
import { requestAddressKey } from '../../lib/client-address';

const tags = ['checkout'];

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // A placed order holds works for everyone else: bound how many one address may place.
  const orderThrottle = throttlePerAddress(app, 'checkout-order', {
    max: 10,
    windowMs: 10 * 60 * 1000,
  });
  const quoteThrottle = throttlePerAddress(app, 'checkout-quote', {
    max: 120,
    windowMs: 60 * 1000,
  });

  app.get(
    '/checkout/options',
    { schema: { tags, response: { 200: dataOf(CheckoutOptions) } } },
    async () => ({ data: await checkout.checkoutOptions(app) }),
  );

  app.post(
    '/checkout/quote',
    {
      preHandler: quoteThrottle,
      schema: { tags, body: QuoteInput, response: { 200: dataOf(Quote) } },
    },
    async (request) => ({
      data: await checkout.quote(app.db, request.body, await hasPreviewAccess(request)),
    }),
  );

  app.post(
    '/checkout/orders',
    {
      preHandler: orderThrottle,
      schema: { tags, body: PlaceOrderInput, response: { 201: dataOf(PlacedOrder) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await placeOrder(
          app,
          request.body,
          await hasPreviewAccess(request),
          requestAddressKey(request),
        ),
      }),
  );

  app.get(
    '/orders/:token',
    {
      schema: {
        tags,
        params: OrderTokenParam,
        querystring: OrderStatusQuery,
        response: { 200: dataOf(PublicOrder) },
      },
    },
    async (request) => ({
      data: await publicOrder(app, request.params.token, request.query.session_id),
    }),
  );

  app.post(
    '/orders/:token/payment',
    { schema: { tags, params: OrderTokenParam, response: { 200: dataOf(ResumePayment) } } },
    async (request) => ({ data: await openPaymentPage(app, request.params.token) }),
  );
};
export default checkoutRoutes;
