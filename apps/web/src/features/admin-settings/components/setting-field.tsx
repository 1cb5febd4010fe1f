import { COUNTRY_CODES, countryName, type Setting } from '@atelier/core';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { Switch } from '@/components/ui';
import { metaOf } from './settings-fields';
import type { SettingsFormValues } from './settings-form-model';
import { PreviewPasswordField } from './preview-password-field';

/** Countries by name for the home-country select (codes are what the server stores). */
const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort(
  (a, b) => a.name.localeCompare(b.name),
);

interface SettingFieldProps {
  setting: Setting;
  control: Control<SettingsFormValues>;
  register: UseFormRegister<SettingsFormValues>;
  error?: string;
}

/** One setting's control, chosen by its kind: switch, dollars, number, email, URL or text. */
export function SettingField({ setting, control, register, error }: SettingFieldProps) {
  const meta = metaOf(setting);
  const { key } = setting;

  if (meta.kind === 'secret') {
    return (
      <PreviewPasswordField
        label={meta.label}
        isSet={setting.value === true}
        error={error}
        registration={register(key)}
      />
    );
  }

  if (meta.kind === 'boolean') {
    return (
      <div className="space-y-1.5">
        <Controller
          control={control}
          name={key}
          render={({ field }) => (
            <Switch
              checked={field.value === true}
              onCheckedChange={field.onChange}
              label={meta.label}
            />
          )}
        />
        {meta.hint && <p className="text-xs text-muted">{meta.hint}</p>}
        {error && <p className="text-sm text-danger">{error}</p>}
      </div>
    );
  }

  return (
    <FormField label={meta.label} hint={meta.hint} error={error}>
      {(controlProps) =>
        meta.kind === 'money' ? (
          <div className="relative max-w-40">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
            >
              $
            </span>
            <input
              {...controlProps}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={inputClasses('pl-7 tabular-nums')}
              {...register(key)}
            />
          </div>
        ) : meta.kind === 'country' ? (
          <select {...controlProps} className={inputClasses('max-w-xs pr-8')} {...register(key)}>
            {COUNTRY_OPTIONS.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        ) : meta.kind === 'longtext' ? (
          <textarea
            {...controlProps}
            rows={4}
            className={inputClasses('max-w-xl resize-y')}
            {...register(key)}
          />
        ) : (
          <input
            {...controlProps}
            type={meta.kind === 'email' ? 'email' : meta.kind === 'url' ? 'url' : 'text'}
            inputMode={meta.kind === 'number' ? 'decimal' : undefined}
            autoComplete="off"
            className={inputClasses(meta.kind === 'number' ? 'max-w-40' : 'max-w-xl')}
            {...register(key)}
          />
        )
      }
    </FormField>
  );
}
