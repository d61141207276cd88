CREATE TABLE "user_slugs" (
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_slugs_pk" PRIMARY KEY("user_id","slug")
);
--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD COLUMN "short_slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_resumes_short_slug_uq" ON "shared_resumes" USING btree ("short_slug");