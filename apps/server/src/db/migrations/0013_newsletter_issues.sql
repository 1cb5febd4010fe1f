CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"audience" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL,
	"early_access" boolean DEFAULT false NOT NULL,
	"publish_on_web" boolean DEFAULT false NOT NULL,
	"web_slug" text NOT NULL,
	"blog_post_id" integer,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"rendered_html" text,
	"rendered_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_issues_status_check" CHECK ("newsletter_issues"."status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribes" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "newsletter_issue_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "subscriber_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribes" ADD CONSTRAINT "newsletter_unsubscribes_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_web_slug_idx" ON "newsletter_issues" USING btree ("web_slug");--> statement-breakpoint
CREATE INDEX "newsletter_issues_due_idx" ON "newsletter_issues" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribes_issue_idx" ON "newsletter_unsubscribes" USING btree ("issue_id","subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_newsletter_recipient_idx" ON "email_outbox" USING btree ("newsletter_issue_id","subscriber_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed', 'skipped'));