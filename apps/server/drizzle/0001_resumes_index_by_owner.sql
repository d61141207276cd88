DROP INDEX "resumes_user_updated_idx";--> statement-breakpoint
CREATE INDEX "resumes_user_idx" ON "resumes" USING btree ("user_id");