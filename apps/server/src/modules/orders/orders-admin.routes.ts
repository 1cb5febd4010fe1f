import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderSummary,
  ExtendHoldInput,
  HeldOrder,
  IdParam,
  OrderReasonInput,
  ShipOrderInput,
  dataOf,
  listOf,
} from '@atelier/core';
import type { OrderActor } from '@atelier/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as admin from './orders-admin.service';
import { extendHold } from './order-hold-deadlines.service';
import { markPaid } from './order-payments.service';
import * as orders from './orders.service';

const schema = { tags: ['orders'], security: [{ bearer: [] }] };
/** Who made a transition, as order_events records it. */
const actor = (request: FastifyRequest): OrderActor => `admin:${request.user!.id}`;

/**
 * The artist's orders: list, detail (also the packing slip's data), the works held right now,
 * and one route per transition. Each action answers the updated order; an action the status does not allow
 * answers 409 "Cannot <action> an order that is <status>".
 */
const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = { ...schema, params: IdParam, response: { 200: dataOf(AdminOrder) } };

  app.get(
    '/admin/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...schema,
        querystring: AdminOrderListQuery,
        response: { 200: listOf(AdminOrderSummary) },
      },
    },
    async (request) => admin.listOrders(app.db, request.query),
  );

  app.get(
    '/admin/orders/holds',
    {
      onRequest: app.requireAdmin,
      schema: { ...schema, response: { 200: dataOf(z.array(HeldOrder)) } },
    },
    async () => ({ data: await admin.listHeldOrders(app.db) }),
  );

  app.get(
    '/admin/orders/:id',
    { onRequest: app.requireAdmin, schema: detail },
    async (request) => ({
      data: await admin.getOrder(app.db, request.params.id),
    }),
  );

  app.post(
    '/admin/orders/:id/mark-paid',
    { onRequest: app.requireAdmin, schema: detail },
    async (request) => {
      await markPaid(app, request.params.id, actor(request));
      return { data: await admin.getOrder(app.db, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/ship',
    { onRequest: app.requireAdmin, schema: { ...detail, body: ShipOrderInput } },
    async (request) => {
      await orders.ship(app, request.params.id, actor(request), request.body);
      return { data: await admin.getOrder(app.db, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/deliver',
    { onRequest: app.requireAdmin, schema: detail },
    async (request) => {
      await orders.deliver(app, request.params.id, actor(request));
      return { data: await admin.getOrder(app.db, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/cancel',
    { onRequest: app.requireAdmin, schema: { ...detail, body: OrderReasonInput } },
    async (request) => {
      await orders.cancel(app, request.params.id, actor(request), request.body.reason);
      return { data: await admin.getOrder(app.db, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/refund',
    { onRequest: app.requireAdmin, schema: { ...detail, body: OrderReasonInput } },
    async (request) => {
      await orders.refund(app, request.params.id, actor(request), request.body.reason);
      return { data: await admin.getOrder(app.db, request.params.id) };
    },
  );

  // Gives a buyer paying by transfer (or a reservation) more time: to a chosen day, or by the
  // setting's days without one. The buyer is emailed the new day.
  app.post(
    '/admin/orders/:id/extend-hold',
    { onRequest: app.requireAdmin, schema: { ...detail, body: ExtendHoldInput } },
    async (request) => {
      await extendHold(app, request.params.id, actor(request), request.body.until_day);
      return { data: await admin.getOrder(app.db, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:id/release',
    { onRequest: app.requireAdmin, schema: detail },
    async (request) => {
      await orders.releaseHold(app, request.params.id, actor(request));
      return { data: await admin.getOrder(app.db, request.params.id) };
    },
  );
};
export default ordersAdminRoutes;
