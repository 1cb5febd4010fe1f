import type { SiteSettings } from '../../schemas/settings';
import type { ApiQuery } from '../api-query';

/** The public settings the site's pages show, in one read (GET /settings/site). */
export const siteSettingsQuery = (): ApiQuery<SiteSettings> => ({
  key: ['settings', 'site'],
  path: '/settings/site',
});
