import type { Setting, SettingsBatch } from '@atelier/core';
import { api } from '@/lib/api-client';
import { publicSettingQueryOptions, SETTING_KEYS } from '@/lib/public-settings';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { settingsQueryOptions } from './get-settings';

/** PUT /admin/settings/batch: all or nothing; answers the full list as it now stands. */
export const updateSettings = (settings: SettingsBatch['settings']) =>
  api.put<Setting[]>('/admin/settings/batch', { settings });

/** The prefix every public setting query shares (site name, frame costs...). */
const publicSettingsPrefix = publicSettingQueryOptions(SETTING_KEYS.siteName).queryKey.slice(0, 1);

export const useUpdateSettings = () =>
  useCacheMutation(updateSettings, (queryClient, settings) => {
    queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
    // The public site (and the admin's own header) reads these too.
    void queryClient.invalidateQueries({ queryKey: publicSettingsPrefix });
  });
