ALTER TABLE "offers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expiry_notified_at" timestamp with time zone;