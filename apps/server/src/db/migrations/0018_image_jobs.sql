CREATE TABLE "image_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "image_jobs_image_id_unique" UNIQUE("image_id"),
	CONSTRAINT "image_jobs_status_check" CHECK ("image_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "deep_zoom" jsonb;--> statement-breakpoint
ALTER TABLE "image_jobs" ADD CONSTRAINT "image_jobs_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_jobs_due_idx" ON "image_jobs" USING btree ("status","next_attempt_at");