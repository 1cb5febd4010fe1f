import type { Setting, SettingsBatch } from '@atelier/core';
import { api } from '@/lib/api-client';
import { siteSettingsQueryOptions } from '@/lib/public-settings';
import { useCacheMutation } from '@/lib/use-cache-mutation';
import { settingsQueryOptions } from './get-settings';

/** PUT /admin/settings/batch: all or nothing; answers the full list as it now stands. */
export const updateSettings = (settings: SettingsBatch['settings']) =>
  api.put<Setting[]>('/admin/settings/batch', { settings });

export const useUpdateSettings = () =>
  useCacheMutation(updateSettings, (queryClient, settings) => {
    queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
    // The public site (and the admin's own header) reads these too.
    void queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions().queryKey });
  });
