import {
  PREVIEW_PASSWORD_KEY,
  taxRegionCodes,
  taxRegionNames,
  type Setting,
  type SettingValue,
} from '@atelier/core';
import { z } from 'zod';
import { FIELD_ERRORS, metaOf } from './settings-fields';

/** Form values: numbers are edited as text, secrets start empty ("leave unchanged"). */
export type SettingsFormValues = Record<string, string | boolean>;

export function toFormValues(settings: Setting[]): SettingsFormValues {
  return Object.fromEntries(
    settings.map((setting) => {
      const { kind } = metaOf(setting);
      if (kind === 'secret') return [setting.key, ''];
      if (kind === 'boolean') return [setting.key, setting.value === true];
      // Regions are edited by name; the server keeps their codes (decision 050).
      if (kind === 'regions') return [setting.key, taxRegionNames(String(setting.value ?? ''))];
      return [setting.key, setting.value === null ? '' : String(setting.value)];
    }),
  );
}

const httpUrl = z.url({ protocol: /^https?$/, error: FIELD_ERRORS.url });
/** Empty, or valid by `schema`; one message either way. */
const emptyOr = (schema: z.ZodType<string, string>, error: string) =>
  z.union([z.literal(''), z.string().trim().pipe(schema)], { error });

/** The check of one field, from its kind: the same rules the server's schemas apply. */
function fieldSchema(setting: Setting): z.ZodType {
  const { kind, label, required } = metaOf(setting);
  const text = z.string().trim();
  switch (kind) {
    case 'boolean':
      return z.boolean();
    case 'money':
      return text.regex(/^\d+$/, { error: FIELD_ERRORS.wholeDollars });
    case 'number':
      return text.refine((v) => v !== '' && Number.isFinite(Number(v)), {
        error: FIELD_ERRORS.number,
      });
    case 'email':
      return emptyOr(z.email({ error: FIELD_ERRORS.email }), FIELD_ERRORS.email);
    case 'url':
      return emptyOr(httpUrl, FIELD_ERRORS.url);
    case 'country':
      return text.regex(/^[A-Z]{2}$/, { error: FIELD_ERRORS.required(label) });
    case 'regions':
      return text.superRefine((value, ctx) => {
        const { unknown } = taxRegionCodes(value);
        if (unknown.length)
          ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.unknownRegions(unknown) });
      });
    case 'secret':
      return z.union([z.literal(''), z.string().min(4)], { error: FIELD_ERRORS.passwordTooShort });
    default:
      return required
        ? text.min(1, { error: FIELD_ERRORS.required(label) }).max(10_000)
        : text.max(10_000);
  }
}

export const buildSchema = (settings: Setting[]) =>
  z.object(Object.fromEntries(settings.map((setting) => [setting.key, fieldSchema(setting)])));

/** The value the API stores for a form value of this setting. */
function toApiValue(setting: Setting, value: string | boolean): SettingValue {
  const { kind } = metaOf(setting);
  if (typeof value === 'boolean') return value;
  if (kind === 'money' || kind === 'number') return Number(value.trim());
  if (kind === 'regions') return taxRegionCodes(value).codes;
  return value.trim();
}

/**
 * Only what changed goes to PUT /admin/settings/batch; the preview password only when a new
 * one was typed (it is write-only: the form never holds the stored one).
 */
export function changedSettings(
  settings: Setting[],
  initial: SettingsFormValues,
  values: SettingsFormValues,
): Array<{ key: string; value: SettingValue }> {
  const changes: Array<{ key: string; value: SettingValue }> = [];
  for (const setting of settings) {
    const value = values[setting.key];
    if (value === undefined) continue;
    if (setting.key === PREVIEW_PASSWORD_KEY || metaOf(setting).kind === 'secret') {
      if (typeof value === 'string' && value !== '') changes.push({ key: setting.key, value });
      continue;
    }
    const before = initial[setting.key];
    const same =
      typeof value === 'string' && typeof before === 'string'
        ? value.trim() === before.trim()
        : value === before;
    if (!same) changes.push({ key: setting.key, value: toApiValue(setting, value) });
  }
  return changes;
}
