import { DEFAULT_FRAME_COSTS } from '@atelier/core';
import { z } from 'zod';

export interface SettingDefinition {
  category: 'general' | 'framing' | 'social' | 'preview' | 'shop';
  isPublic: boolean;
  description: string;
  schema: z.ZodType<string | number | boolean | null>;
  default: string | number | boolean | null;
  /** Stored hashed and never returned: the admin only learns whether it is set. */
  secret?: boolean;
}

const money = z.number({ error: 'must be a number' }).int({ error: 'must be whole dollars' }).min(0).max(1_000_000);
const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }), z.null()]);
const text = (max: number) => z.string().trim().max(max);

/**
 * Every setting the product knows. Unknown keys are refused, each value is validated by its
 * schema, and only `isPublic` settings are readable without a token.
 */
export const SETTINGS: Record<string, SettingDefinition> = {
  site_name: { category: 'general', isPublic: true, description: 'Name shown in the header, titles and emails', schema: text(120).min(1), default: 'Elena Marsh' },
  site_tagline: { category: 'general', isPublic: true, description: 'Short line used in descriptions', schema: text(300), default: 'Contemporary oil paintings' },
  contact_email: { category: 'general', isPublic: true, description: 'Public contact address', schema: z.union([z.literal(''), z.email()]), default: '' },
  instagram_url: { category: 'social', isPublic: true, description: 'Social profile linked from the header and footer', schema: optionalUrl, default: 'https://www.instagram.com/' },
  framing_enabled: { category: 'framing', isPublic: true, description: 'Offer framing on artwork pages', schema: z.boolean(), default: true },
  frame_cost_simple_black: { category: 'framing', isPublic: true, description: 'Simple black frame surcharge (USD)', schema: money, default: DEFAULT_FRAME_COSTS.simple_black },
  frame_cost_simple_white: { category: 'framing', isPublic: true, description: 'Simple white frame surcharge (USD)', schema: money, default: DEFAULT_FRAME_COSTS.simple_white },
  frame_cost_museum_quality: { category: 'framing', isPublic: true, description: 'Museum quality frame surcharge (USD)', schema: money, default: DEFAULT_FRAME_COSTS.museum_quality },
  preview_password: { category: 'preview', isPublic: false, secret: true, description: 'Password of the preview collection', schema: z.union([z.string().min(4, { error: 'must be at least 4 characters' }).max(200), z.null()]), default: null },
};

export const isKnownSetting = (key: string) => Object.hasOwn(SETTINGS, key);
