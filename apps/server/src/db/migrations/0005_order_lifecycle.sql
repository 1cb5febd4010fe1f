DROP INDEX "orders_pending_hold_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_ip" text;--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" in ('pending_payment');