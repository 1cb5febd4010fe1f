CREATE INDEX "artworks_gallery_order_idx" ON "artworks" USING btree ("ordering","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "artworks"."is_public";--> statement-breakpoint
-- The version raised by every write to what the public site lists (migration 0019) keeps the
-- collections' counts now as well as the sitemap: named for what it versions.
ALTER TABLE "sitemap_version" RENAME TO "listing_version";--> statement-breakpoint
ALTER TABLE "listing_version" RENAME CONSTRAINT "sitemap_version_one_row" TO "listing_version_one_row";--> statement-breakpoint
ALTER FUNCTION "sitemap_data_changed"() RENAME TO "listing_changed";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TRIGGER "artworks_sitemap" ON "artworks" RENAME TO "artworks_listing";--> statement-breakpoint
ALTER TRIGGER "artwork_collections_sitemap" ON "artwork_collections" RENAME TO "artwork_collections_listing";--> statement-breakpoint
ALTER TRIGGER "collections_sitemap" ON "collections" RENAME TO "collections_listing";--> statement-breakpoint
ALTER TRIGGER "blog_posts_sitemap" ON "blog_posts" RENAME TO "blog_posts_listing";