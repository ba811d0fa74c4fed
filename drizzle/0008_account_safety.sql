ALTER TABLE "email_verifications" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "session_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_purpose_check" CHECK ("email_verifications"."purpose" in ('verify', 'change', 'undo'));