CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"artwork_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"amount_cents" integer NOT NULL,
	"counter_cents" integer,
	"shipping_address" jsonb NOT NULL,
	"token" text NOT NULL,
	"buyer_ip" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('open', 'countered', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "offers_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_idx" ON "offers" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_idx" ON "offers" USING btree ("artwork_id",lower("email")) WHERE "offers"."status" in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "offers_status_created_idx" ON "offers" USING btree ("status","created_at");