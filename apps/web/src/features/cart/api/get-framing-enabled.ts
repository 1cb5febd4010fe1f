import { useQuery } from '@tanstack/react-query';
import { publicSettingQueryOptions, SETTING_KEYS } from '@/lib/public-settings';

/** docs/product.md §9: framing options show only when the setting framing_enabled is true. */
export function useFramingEnabled(): boolean {
  const { data } = useQuery(publicSettingQueryOptions(SETTING_KEYS.framingEnabled));
  return data === true || data === 'true';
}
