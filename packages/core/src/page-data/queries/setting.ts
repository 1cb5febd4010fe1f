import type { SettingValue } from '../../schemas/settings';
import type { ApiQuery } from '../api-query';

/** A public setting's value (GET /settings/{key}). */
export const settingQuery = (key: string): ApiQuery<SettingValue> => ({
  key: ['settings', key],
  path: `/settings/${key}`,
  toData: (answer) => (answer as { value: SettingValue }).value,
});
