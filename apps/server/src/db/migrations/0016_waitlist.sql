CREATE TABLE "waitlist_collections" (
	"entry_id" integer NOT NULL,
	"collection_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"artwork_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"ip" text,
	"confirmed_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('pending', 'active', 'left')),
	CONSTRAINT "waitlist_entries_email_lower_check" CHECK ("waitlist_entries"."email" = lower("waitlist_entries"."email"))
);
--> statement-breakpoint
CREATE TABLE "waitlist_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"artwork_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "first_public_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_collections" ADD CONSTRAINT "waitlist_collections_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_collections" ADD CONSTRAINT "waitlist_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_notices" ADD CONSTRAINT "waitlist_notices_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_collections_pk" ON "waitlist_collections" USING btree ("entry_id","collection_id");--> statement-breakpoint
CREATE INDEX "waitlist_collections_collection_idx" ON "waitlist_collections" USING btree ("collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_idx" ON "waitlist_entries" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_work_idx" ON "waitlist_entries" USING btree ("email","artwork_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_status_idx" ON "waitlist_entries" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_notices_email_work_idx" ON "waitlist_notices" USING btree ("email","artwork_id");--> statement-breakpoint
-- Works public before the column existed count as first public when they were created.
UPDATE "artworks" SET "first_public_at" = "created_at" WHERE "is_public";--> statement-breakpoint
-- The one place first_public_at is set: whatever path makes a work public (create, edit,
-- bulk visibility, import), the first time it is.
CREATE FUNCTION "artworks_first_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_public AND NEW.first_public_at IS NULL THEN
    NEW.first_public_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "artworks_first_public" BEFORE INSERT OR UPDATE OF "is_public" ON "artworks"
  FOR EACH ROW EXECUTE FUNCTION "artworks_first_public"();
