CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Any write to a content table a page shows bumps content_version.version, so
-- rendered pages kept in memory (server/html/render-cache.ts) are keyed by it,
-- across instances too. Statement-level: a seed of 1 000 rows costs one bump.
-- Catalogue tables bump catalog_version instead (0002); visitors, favourites,
-- comparisons, form submissions, uploads and secrets bump nothing.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_version" ("id", "version", "changed_at") VALUES (1, 1, now())
  ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1, "changed_at" = now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "content_blocks_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "media_files_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_files" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "infrastructure_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "infrastructure" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "construction_reports_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "construction_reports" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "construction_media_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "construction_media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "panoramas_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "panoramas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "tenders_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "partners_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "partner_types_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "cooperation_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cooperation" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "metro_stations_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metro_stations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "metro_lines_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metro_lines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "mortgage_programs_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mortgage_programs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "documents_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "promo_banners_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "promo_forms_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_forms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "purchase_methods_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchase_methods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "installment_plans_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "installment_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "seo_pages_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seo_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "vacancies_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vacancies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "team_members_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
