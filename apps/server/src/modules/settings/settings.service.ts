import { hash, verify } from '@node-rs/argon2';
import { DEFAULT_FRAME_COSTS, type FrameCosts } from '@atelier/core';
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

export async function frameCosts(db: DbOrTx): Promise<FrameCosts> {
  const rows = await repo.findSettings(db, [
    'frame_cost_simple_black',
    'frame_cost_simple_white',
    'frame_cost_museum_quality',
  ]);
  const value = (key: SettingKey, fallback: number) => {
    const v = rows.find((r) => r.key === key)?.value;
    return typeof v === 'number' ? v : fallback;
  };
  return {
    simple_black: value('frame_cost_simple_black', DEFAULT_FRAME_COSTS.simple_black),
    simple_white: value('frame_cost_simple_white', DEFAULT_FRAME_COSTS.simple_white),
    museum_quality: value('frame_cost_museum_quality', DEFAULT_FRAME_COSTS.museum_quality),
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
