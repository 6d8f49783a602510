/**
 * Typed access to `site_settings`: every key has a zod schema, so a bad value
 * edited into the table fails loudly at the read instead of reaching a page.
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';
import { socialSchema } from '../../src/schemas/site.ts';

const linkItem = z.object({ id: z.number().int(), label: z.string(), value: z.string() });

export const SETTING_SCHEMAS = {
  brand: z.object({ name: z.string(), legal_name: z.string(), slogan: z.string() }),
  contacts: z.object({ phone: z.string(), office_phone: z.string(), address: z.string(), work_time: z.string(), email: z.string() }),
  socials: z.array(socialSchema),
  apps: z.object({ app_store: z.string().url(), google_play: z.string().url() }),
  /** Announced maintenance: works end at `until` (ISO); null when none is announced. */
  maintenance: z.object({ until: z.string().datetime({ offset: true }).nullable() }),
  about_menu: z.object({ title: z.string(), submenu: z.array(linkItem) }),
  /** «Выбрать недвижимость» options (spec §2 aside menu). */
  estate_menu: z.array(linkItem),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;

export async function readSettings<K extends SettingKey>(db: Db, keys: readonly K[]): Promise<{ [P in K]: SettingValue<P> }> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, [...keys]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const result = {} as { [P in K]: SettingValue<P> };
  for (const key of keys) {
    if (!byKey.has(key)) throw new Error(`site setting "${key}" is missing; run the seed`);
    result[key] = SETTING_SCHEMAS[key].parse(byKey.get(key)) as SettingValue<K>;
  }
  return result;
}

export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: SettingValue<K>): Promise<void> {
  const parsed = SETTING_SCHEMAS[key].parse(value);
  await db
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } });
}
