ALTER TABLE "contact_messages" ADD COLUMN "mail_status" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_outbox_idx" ON "contact_messages" USING btree ("next_attempt_at") WHERE mail_status = 'pending';