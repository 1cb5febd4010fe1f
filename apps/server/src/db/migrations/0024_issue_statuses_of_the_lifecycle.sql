-- Newsletter issues take the statuses of core's issue lifecycle (decision 043): no "cancelled"
-- (a cancelled schedule has always made a draft). No row can hold it, as nothing wrote it; one
-- put there by hand becomes a draft rather than stopping the migration.
UPDATE "newsletter_issues" SET "status" = 'draft' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "newsletter_issues" DROP CONSTRAINT "newsletter_issues_status_check";--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_status_check" CHECK ("newsletter_issues"."status" in ('draft', 'scheduled', 'sending', 'sent'));
