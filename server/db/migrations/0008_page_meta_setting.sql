-- The site setting `page_meta` (the description of a page without meta of its own), which the running site
-- reads instead of the demo seed's constants (server/services/site-identity.ts). A fresh database gets it from
-- the seed, which runs after the migrations; a database seeded before gets it here, worded as the seed then
-- wrote it, from its own `brand` and `contacts` rows. The insert bumps content_version (0005): kept pages follow.
INSERT INTO "site_settings" ("key", "value")
SELECT 'page_meta', jsonb_build_object('default_description',
  ("brand"."value" ->> 'name') || ' — девелопер премиальной жилой и коммерческой недвижимости в Москве. '
  || 'Квартиры, апартаменты и помещения от застройщика. Колл-центр работает ежедневно с 9:00 до 21:00: '
  || ("contacts"."value" ->> 'phone') || '.')
FROM "site_settings" AS "brand", "site_settings" AS "contacts"
WHERE "brand"."key" = 'brand' AND "contacts"."key" = 'contacts'
ON CONFLICT ("key") DO NOTHING;
