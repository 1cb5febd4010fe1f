import { z } from 'zod';
import { SETTING_CATEGORIES } from '../constants';
import { INT4, decimal, text } from './primitives';

export const SettingValue = z.union([text().max(10_000), decimal(INT4), z.boolean(), z.null()]);
export type SettingValue = z.infer<typeof SettingValue>;

export const Setting = z.object({
  key: z.string(),
  value: SettingValue,
  category: z.string(),
  is_public: z.boolean(),
  description: z.string().nullable(),
  updated_at: z.string(),
});
export type Setting = z.infer<typeof Setting>;

export const SettingKeyParam = z.object({
  key: text()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9_]+$/),
});
export const SettingUpdate = z.object({ value: SettingValue });
export const SettingsBatch = z.object({
  settings: z
    .array(z.object({ key: text().trim().min(1).max(80), value: SettingValue }))
    .min(1, { error: 'settings must list at least one setting' })
    .max(100),
});
export type SettingsBatch = z.infer<typeof SettingsBatch>;
export const SettingsQuery = z.object({ category: z.enum(SETTING_CATEGORIES).optional() });

/** Public view of one setting. */
export const PublicSetting = z.object({ key: z.string(), value: SettingValue });
export type PublicSetting = z.infer<typeof PublicSetting>;

export const FrameCostsSchema = z.object({
  simple_black: z.number().int().min(0),
  simple_white: z.number().int().min(0),
  museum_quality: z.number().int().min(0),
});

/**
 * The public settings every page of the site shows, read as the site reads them (GET
 * /settings/site): the artist's name (its fallback when unset), the social link and contact
 * address (null unless valid), whether framing and offers are on, and the frame costs. One
 * answer instead of one per setting: a page reads them once, where it made four reads (five on
 * an artwork page and on the contact page).
 */
export const SiteSettings = z.object({
  name: z.string(),
  social_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  framing_enabled: z.boolean(),
  offers_enabled: z.boolean(),
  frame_costs: FrameCostsSchema,
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The preview password is write-only: the admin sees whether it is set, never its value. */
export const PREVIEW_PASSWORD_KEY = 'preview_password';
