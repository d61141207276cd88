-- Issue #37: /u/{username}/{slug} is unique per username; /v/{name} is a share's short address, unique across the
-- site and its account's for good (DESIGN.md decision 8). Every link handed out keeps showing what it showed:
--
-- 1. /u/{username}/{slug} showed the share with that slug of the username's account, or answered 410 when that
--    account held the slug (a deleted share's address): every such slug is now the account's in user_slugs.
INSERT INTO "user_slugs" ("user_id", "slug", "created_at")
SELECT "user_id", "slug", min("created_at") FROM "shared_resumes" GROUP BY "user_id", "slug"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_slugs" ("user_id", "slug", "created_at")
SELECT "user_id", "name", "created_at" FROM "address_reservations" WHERE "kind" = 'slug'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 2. /v/{slug} showed the share with that slug of the account holding the slug: it is that share's short address.
--    A share whose slug another account holds (two accounts shared one slug before migration 0003) has none, as
--    its /v/ address showed the other account's resume.
UPDATE "shared_resumes" AS s SET "short_slug" = s."slug"
FROM "address_reservations" AS r
WHERE r."kind" = 'slug' AND r."name" = s."slug" AND r."user_id" = s."user_id";
--> statement-breakpoint
-- 3. From now on the database keeps both rules, whichever code writes a share: its slug joins the account's
--    user_slugs, and its short address is reserved for its account, or the write is refused as a unique violation
--    when another account holds it (the error a taken name always gave). A slug alone reserves nothing across
--    accounts any more.
DROP TRIGGER "shared_resumes_reserve_slug" ON "shared_resumes";
--> statement-breakpoint
CREATE FUNCTION "reserve_share_addresses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder text;
BEGIN
  INSERT INTO "user_slugs" ("user_id", "slug") VALUES (NEW."user_id", NEW."slug") ON CONFLICT DO NOTHING;
  IF NEW."short_slug" IS NOT NULL THEN
    -- A claim racing this one waits here until the other commits or rolls back; the SELECT (a statement of its own,
    -- with a fresh snapshot) then sees whichever account holds the name.
    INSERT INTO "address_reservations" ("kind", "name", "user_id") VALUES ('slug', NEW."short_slug", NEW."user_id")
    ON CONFLICT DO NOTHING;
    SELECT "user_id" INTO holder FROM "address_reservations" WHERE "kind" = 'slug' AND "name" = NEW."short_slug";
    IF holder IS DISTINCT FROM NEW."user_id" THEN
      RAISE EXCEPTION 'the short address "%" belongs to another account', NEW."short_slug"
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'address_reservations_pk';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "shared_resumes_reserve_addresses" BEFORE INSERT OR UPDATE OF "user_id", "slug", "short_slug"
ON "shared_resumes" FOR EACH ROW EXECUTE FUNCTION "reserve_share_addresses"();
