import { hash, verify } from '@node-rs/argon2';
import {
  contactEmailOf,
  siteNameOf,
  socialUrlOf,
  type FrameCosts,
  type SiteSettings,
} from '@atelier/core';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, AppError } from '../../lib/errors';
import { iso } from '../../lib/serialize';
import {
  SETTINGS,
  settingDefinition,
  type SettingKey,
  type SettingValue,
} from './settings.definitions';
import * as repo from './settings.repository';

/** The registry and its types, for code outside the module (the demo seed). */
export { SETTINGS, type SettingKey, type SettingValue } from './settings.definitions';

type Value = string | number | boolean | null;

/** Inserts every known setting that is missing, with its default. Safe to run at every boot. */
export async function ensureDefaultSettings(db: Db) {
  await repo.insertDefaults(
    db,
    Object.entries(SETTINGS).map(([key, d]) => ({
      key,
      value: d.default,
      category: d.category,
      is_public: d.isPublic,
      description: d.description,
    })),
  );
}

/** Admin view: secret settings show only whether they are set. */
function toAdmin(row: repo.SettingRow) {
  const secret = settingDefinition(row.key)?.secret;
  return {
    key: row.key,
    value: secret ? row.value !== null : (row.value ?? null),
    category: row.category,
    is_public: row.is_public,
    description: row.description,
    updated_at: iso(row.updated_at),
  };
}

export async function listForAdmin(db: Db, category?: string) {
  return (await repo.listSettings(db, category)).map(toAdmin);
}

export async function getPublic(db: Db, key: string) {
  const row = await repo.findSetting(db, key);
  if (!row || !row.is_public || settingDefinition(key)?.secret) throw notFound('Setting not found');
  return { key: row.key, value: row.value ?? null };
}

/** A setting's value, typed by its key (the stored row, else its default). */
export async function getValue<K extends SettingKey>(db: DbOrTx, key: K): Promise<SettingValue<K>> {
  const row = await repo.findSetting(db, key);
  return (row ? row.value : SETTINGS[key].default) as SettingValue<K>;
}

/** Several settings' values in one query, typed by key; a missing row gives its default. */
export async function getValues<K extends SettingKey>(
  db: DbOrTx,
  keys: readonly K[],
): Promise<{ [P in K]: SettingValue<P> }> {
  const stored = new Map((await repo.findSettings(db, [...keys])).map((r) => [r.key, r.value]));
  return Object.fromEntries(
    keys.map((key) => [key, stored.has(key) ? stored.get(key) : SETTINGS[key].default]),
  ) as { [P in K]: SettingValue<P> };
}

const FRAME_COST_SETTINGS = {
  simple_black: 'frame_cost_simple_black',
  simple_white: 'frame_cost_simple_white',
  museum_quality: 'frame_cost_museum_quality',
} as const satisfies Record<keyof FrameCosts, SettingKey>;

const frameCostsOf = (values: { [K in FrameCostSetting]: SettingValue<K> }): FrameCosts => ({
  simple_black: values.frame_cost_simple_black,
  simple_white: values.frame_cost_simple_white,
  museum_quality: values.frame_cost_museum_quality,
});
type FrameCostSetting = (typeof FRAME_COST_SETTINGS)[keyof FrameCosts];

export async function frameCosts(db: DbOrTx): Promise<FrameCosts> {
  return frameCostsOf(await getValues(db, Object.values(FRAME_COST_SETTINGS)));
}

/** The public settings the site's pages read (GET /settings/site); every one is public. */
export const SITE_SETTING_KEYS = [
  'site_name',
  'instagram_url',
  'contact_email',
  'framing_enabled',
  'offers_enabled',
  ...Object.values(FRAME_COST_SETTINGS),
] as const satisfies readonly SettingKey[];

/** What every page shows of the settings, in one query, as the site shows it. */
export async function siteSettings(db: DbOrTx): Promise<SiteSettings> {
  const values = await getValues(db, SITE_SETTING_KEYS);
  return {
    name: siteNameOf(values.site_name),
    social_url: socialUrlOf(values.instagram_url),
    contact_email: contactEmailOf(values.contact_email),
    framing_enabled: values.framing_enabled,
    offers_enabled: values.offers_enabled,
    frame_costs: frameCostsOf(values),
  };
}

/** Validates a value against its setting's schema; secrets are hashed before they are stored. */
async function prepare(key: string, value: Value): Promise<Value> {
  const def = settingDefinition(key);
  if (!def)
    throw new AppError(400, 'validation_error', `${key}: unknown setting`, [
      { path: key, message: 'unknown setting' },
    ]);
  const parsed = def.schema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'is invalid';
    throw new AppError(400, 'validation_error', `${key}: ${message}`, [{ path: key, message }]);
  }
  if (def.secret && typeof parsed.data === 'string') return hash(parsed.data);
  return parsed.data;
}

export async function updateOne(db: Db, key: string, value: Value) {
  const stored = await prepare(key, value);
  const def = settingDefinition(key)!;
  await repo.upsertSetting(db, {
    key,
    value: stored,
    category: def.category,
    is_public: def.isPublic,
    description: def.description,
  });
  return toAdmin((await repo.findSetting(db, key))!);
}

/** All or nothing: every value is validated before any is written, then all are written in one transaction. */
export async function updateBatch(db: Db, entries: { key: string; value: Value }[]) {
  const prepared = await Promise.all(
    entries.map(async (e) => ({ key: e.key, value: await prepare(e.key, e.value) })),
  );
  await db.transaction(async (tx) => {
    for (const e of prepared) {
      const def = settingDefinition(e.key)!;
      await repo.upsertSetting(tx, {
        key: e.key,
        value: e.value,
        category: def.category,
        is_public: def.isPublic,
        description: def.description,
      });
    }
  });
  return listForAdmin(db);
}

/** Checks a password against a secret setting's stored hash. */
export async function verifySecret(
  db: DbOrTx,
  key: SettingKey,
  candidate: string,
): Promise<boolean> {
  const stored = await getValue(db, key);
  if (typeof stored !== 'string') return false;
  return verify(stored, candidate).catch(() => false);
}
