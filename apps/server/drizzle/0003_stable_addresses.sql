CREATE TABLE "address_reservations" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_reservations_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
-- Names in use today are reserved for their accounts. Where several accounts share a slug, the oldest share's
-- account gets it: the one /v/{slug} has always shown.
INSERT INTO "address_reservations" ("kind", "name", "user_id")
SELECT 'username', "username", "user_id" FROM "profiles" WHERE "username" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "address_reservations" ("kind", "name", "user_id", "created_at")
SELECT DISTINCT ON ("slug") 'slug', "slug", "user_id", "created_at" FROM "shared_resumes"
ORDER BY "slug", "created_at", "id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Reserves NEW.<column> of kind TG_ARGV[0] for NEW.user_id, or refuses the write as a unique violation when
-- another account holds it (the same error a taken name always gave, so callers answer 409 as before).
CREATE FUNCTION "reserve_address"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted text;
  holder text;
BEGIN
  -- Separate statements: each is planned only when it runs, against the table that has the column.
  IF TG_ARGV[0] = 'username' THEN
    wanted := NEW."username";
  ELSE
    wanted := NEW."slug";
  END IF;
  IF wanted IS NULL THEN
    RETURN NEW;
  END IF;
  INSERT INTO "address_reservations" ("kind", "name", "user_id") VALUES (TG_ARGV[0], wanted, NEW."user_id")
  ON CONFLICT DO NOTHING;
  SELECT "user_id" INTO holder FROM "address_reservations" WHERE "kind" = TG_ARGV[0] AND "name" = wanted;
  IF holder IS DISTINCT FROM NEW."user_id" THEN
    RAISE EXCEPTION 'the % "%" belongs to another account', TG_ARGV[0], wanted
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'address_reservations_pk';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_reserve_username" BEFORE INSERT OR UPDATE OF "username" ON "profiles"
FOR EACH ROW EXECUTE FUNCTION "reserve_address"('username');
--> statement-breakpoint
CREATE TRIGGER "shared_resumes_reserve_slug" BEFORE INSERT OR UPDATE OF "slug" ON "shared_resumes"
FOR EACH ROW EXECUTE FUNCTION "reserve_address"('slug');
