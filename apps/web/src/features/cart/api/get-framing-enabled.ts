import { useSiteSettings } from '@/lib/public-settings';

/** docs/product.md §9: framing options show only when the setting framing_enabled is true. */
export const useFramingEnabled = (): boolean => useSiteSettings()?.framing_enabled === true;
