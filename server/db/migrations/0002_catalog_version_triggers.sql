-- Any write to the catalogue tables bumps catalog_version.version, so the
-- in-memory lot catalogue (server/services/lots) knows when to reload.
-- Statement-level: a 20 000-row insert costs one bump, not 20 000.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_version" ("id", "version", "changed_at") VALUES (1, 1, now())
  ON CONFLICT ("id") DO UPDATE SET "version" = "catalog_version"."version" + 1, "changed_at" = now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lots_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lots" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "buildings_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "buildings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "sections_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sections" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "floors_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "floors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "layouts_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "layouts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "finishings_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "finishings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "project_metro_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_metro" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
