CREATE TABLE "sitemap_files" (
	"part" integer PRIMARY KEY NOT NULL,
	"xml" text NOT NULL,
	"etag" text NOT NULL,
	"version" bigint NOT NULL,
	"origin" text NOT NULL,
	"valid_until" timestamp with time zone,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sitemap_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "sitemap_version_one_row" CHECK ("sitemap_version"."id" = 1)
);
--> statement-breakpoint
-- The sitemap's files are read whole on every request: stored as they are, not compressed.
ALTER TABLE "sitemap_files" ALTER COLUMN "xml" SET STORAGE EXTERNAL;--> statement-breakpoint
INSERT INTO "sitemap_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that writes what the sitemap lists raises its version in the same
-- transaction: whatever path writes (a request, a job, an import, a restore), a stored
-- sitemap built before it is no longer current once it commits, and not before.
CREATE FUNCTION "sitemap_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sitemap_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "artworks_sitemap" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "artworks"
  FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_data_changed"();--> statement-breakpoint
CREATE TRIGGER "artwork_collections_sitemap" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "artwork_collections"
  FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_data_changed"();--> statement-breakpoint
CREATE TRIGGER "collections_sitemap" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections"
  FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_data_changed"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_sitemap" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_data_changed"();
