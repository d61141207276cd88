CREATE TABLE "share_view_days" (
	"share_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_view_days_share_id_day_pk" PRIMARY KEY("share_id","day")
);
--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD COLUMN "last_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shared_resumes" ADD COLUMN "pdf_downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_view_days" ADD CONSTRAINT "share_view_days_share_id_shared_resumes_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shared_resumes"("id") ON DELETE cascade ON UPDATE no action;