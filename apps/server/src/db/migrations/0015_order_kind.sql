ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('checkout', 'reservation'));--> statement-breakpoint
-- Reservations made before the column existed are the orders an offer points to.
UPDATE "orders" SET "kind" = 'reservation' WHERE "id" IN (SELECT "order_id" FROM "offers" WHERE "order_id" IS NOT NULL);