ALTER TABLE "shared_resumes" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;