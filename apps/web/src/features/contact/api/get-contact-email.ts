import { contactEmailOf, PUBLIC_SETTING_KEYS } from '@atelier/core';
import { useQuery } from '@tanstack/react-query';
import { publicSettingQueryOptions } from '@/lib/public-settings';

/**
 * The public contact_email setting (GET /settings/contact_email): the address, or null when it
 * is missing, empty or not an address. `isPending` lets the page reserve its line meanwhile.
 */
export function useContactEmail(): { email: string | null; isPending: boolean } {
  const { data, isPending } = useQuery(publicSettingQueryOptions(PUBLIC_SETTING_KEYS.contactEmail));
  return { email: contactEmailOf(data), isPending };
}
