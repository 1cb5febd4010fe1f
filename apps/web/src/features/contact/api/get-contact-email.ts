import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '@/lib/public-settings';

/**
 * The public contact address (the contact_email setting, read with the site's settings), or
 * null when it is missing, empty or not an address. `isPending` lets the page reserve its line
 * meanwhile.
 */
export function useContactEmail(): { email: string | null; isPending: boolean } {
  const { data, isPending } = useQuery(siteSettingsQueryOptions());
  return { email: data?.contact_email ?? null, isPending };
}
