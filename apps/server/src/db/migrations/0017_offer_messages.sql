CREATE TABLE "offer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"author" text NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_messages_author_check" CHECK ("offer_messages"."author" in ('buyer', 'artist')),
	CONSTRAINT "offer_messages_kind_check" CHECK ("offer_messages"."kind" in ('offer', 'counter', 'accept', 'decline', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "offer_messages" ADD CONSTRAINT "offer_messages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_messages_offer_idx" ON "offer_messages" USING btree ("offer_id","id");--> statement-breakpoint
-- Offers made before the thread existed: their first step, from what the offer row keeps.
INSERT INTO "offer_messages" ("offer_id", "author", "kind", "body", "amount_cents", "created_at")
SELECT "id", 'buyer', 'offer', "note", "amount_cents", "created_at" FROM "offers" ORDER BY "id";--> statement-breakpoint
INSERT INTO "offer_messages" ("offer_id", "author", "kind", "amount_cents", "created_at")
SELECT "id", 'artist', 'counter', "counter_cents", "updated_at" FROM "offers" WHERE "counter_cents" IS NOT NULL ORDER BY "id";
