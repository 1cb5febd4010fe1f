-- An artwork as the API lists it carries its images' metadata (sizes, variants, deep zoom), which
-- the image jobs write after the upload. The works' rows are kept per listing version (decision
-- 030, "Later: each work's row kept per version"), so a write to the images raises it too.
CREATE TRIGGER "uploaded_images_listing" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uploaded_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_changed"();
