-- Trigram indexes for the searches (ILIKE '%…%' on one text of the searched columns); PGlite loads the extension too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "artworks_search_trgm_idx" ON "artworks" USING gin ((coalesce("title", '') || ' ' || coalesce("material", '') || ' ' || coalesce("substrate", '') || ' ' || coalesce("artist_comments", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_search_trgm_idx" ON "subscribers" USING gin ((coalesce("email", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((coalesce("number", '') || ' ' || coalesce("email", '') || ' ' || coalesce("name", '')) gin_trgm_ops);