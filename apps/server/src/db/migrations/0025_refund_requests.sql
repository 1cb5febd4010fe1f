CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"payment_intent" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"idempotency_key" text NOT NULL,
	"amount" integer,
	"currency" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refund_requests_reason_check" CHECK ("refund_requests"."reason" in ('late_payment', 'unmatched_payment', 'artist')),
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('requested', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_payment_intent_idx" ON "refund_requests" USING btree ("payment_intent");--> statement-breakpoint
CREATE INDEX "refund_requests_due_idx" ON "refund_requests" USING btree ("status","created_at");