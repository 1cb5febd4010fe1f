import { MESSAGES, type Setting } from '@atelier/core';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions, UnsavedChangesGuard } from '@/components/admin';
import { showServerFieldErrors, schemaResolver } from '@/components/form';
import { errorMessage, notify } from '@/lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import { groupByCategory } from './settings-fields';
import {
  buildSchema,
  changedSettings,
  toFormValues,
  type SettingsFormValues,
} from './settings-form-model';
import { SettingField } from './setting-field';
import { SettingsSection } from './settings-section';

/**
 * Every setting, in sections by category (new categories such as the shop's fit in without
 * changes here). Saving sends only the changed keys; the server's field errors land next to
 * their fields.
 */
export function SettingsForm({ settings }: { settings: Setting[] }) {
  const update = useUpdateSettings();
  const schema = useMemo(() => buildSchema(settings), [settings]);
  const initial = useMemo(() => toFormValues(settings), [settings]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<SettingsFormValues>({
    resolver: schemaResolver(schema) as unknown as Resolver<SettingsFormValues>,
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    const changes = changedSettings(settings, initial, values);
    if (changes.length === 0) {
      // Only whitespace changed: nothing to store.
      reset(initial);
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      reset(toFormValues(saved));
      notify.success('Settings saved');
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, (path) =>
        path in initial ? path : undefined,
      );
      notify.error(
        shown > 0
          ? 'Settings not saved: check the highlighted fields.'
          : errorMessage(error, MESSAGES.unexpectedError),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Settings">
      <UnsavedChangesGuard when={isDirty} />
      <div>
        {groupByCategory(settings).map(({ category, settings: fields }) => (
          <SettingsSection key={category} category={category}>
            {fields.map((setting) => (
              <SettingField
                key={setting.key}
                setting={setting}
                control={control}
                register={register}
                error={errors[setting.key]?.message}
              />
            ))}
          </SettingsSection>
        ))}
      </div>
      <FormActions dirty={isDirty} saving={update.isPending} onDiscard={() => reset(initial)} />
    </form>
  );
}
