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

const SETTING_SCHEMAS = {
  brand: z.object({ name: z.string(), legal_name: z.string(), slogan: z.string() }),
  contacts: z.object({
    phone: z.string(),
    office_phone: z.string(),
    address: z.string(),
    work_time: z.string(),
    email: z.string(),
  }),
  socials: z.array(socialSchema),
  apps: z.object({ app_store: z.string().url(), google_play: z.string().url() }),
  /** Announced maintenance: works end at `until` (ISO); null when none is announced. */
  maintenance: z.object({ until: z.string().datetime({ offset: true }).nullable() }),
  about_menu: z.object({ title: z.string(), submenu: z.array(linkItem) }),
  /** «Выбрать недвижимость» options (spec §2 aside menu). */
  estate_menu: z.array(linkItem),
  /** Meta of a page that has none of its own (migration 0008_page_meta_setting). */
  page_meta: z.object({ default_description: z.string() }),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;

export async function readSettings<K extends SettingKey>(
  db: Db,
  keys: readonly K[],
): Promise<{ [P in K]: SettingValue<P> }> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const result = {} as { [P in K]: SettingValue<P> };
  for (const key of keys) {
    if (!byKey.has(key)) throw new Error(`site setting "${key}" is missing; run the seed`);
    result[key] = SETTING_SCHEMAS[key].parse(byKey.get(key)) as SettingValue<K>;
  }
  return result;
}

/** How long `readSettingsCached` keeps a read; `writeSetting` drops it at once. */
const SETTINGS_TTL_MS = 1000;
const recent = new WeakMap<Db, Map<string, { expires: number; value: Promise<unknown> }>>();

/**
 * `readSettings` for what every page view asks (the announced maintenance):
 * one query a second per database instead of one per view. A write through
 * `writeSetting` shows at once; one made elsewhere (another process, plain SQL)
 * within SETTINGS_TTL_MS.
 */
export function readSettingsCached<K extends SettingKey>(
  db: Db,
  keys: readonly K[],
  now = Date.now(),
): Promise<{ [P in K]: SettingValue<P> }> {
  let reads = recent.get(db);
  if (!reads) recent.set(db, (reads = new Map()));
  const id = keys.join(',');
  const kept = reads.get(id);
  if (kept && kept.expires > now) return kept.value as Promise<{ [P in K]: SettingValue<P> }>;
  const value = readSettings(db, keys);
  const entry = { expires: now + SETTINGS_TTL_MS, value };
  reads.set(id, entry);
  // A failed read is not kept: the next view asks the database again.
  value.catch(() => reads.get(id) === entry && reads.delete(id));
  return value;
}

export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: SettingValue<K>): Promise<void> {
  const parsed = SETTING_SCHEMAS[key].parse(value);
  recent.delete(db);
  await db
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } });
  // Dropped again after the write: a read that began before it must not be kept.
  recent.delete(db);
}
