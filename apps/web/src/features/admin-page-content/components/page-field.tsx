import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { htmlToText } from '@atelier/core';
import type { FieldDefinition, PageField } from './page-definitions';

export type PageFormValues = Record<PageField, string>;

interface PageFieldProps {
  field: FieldDefinition;
  control: Control<PageFormValues>;
  register: UseFormRegister<PageFormValues>;
  /** The current value, for the length counter. */
  value: string;
  /** What the public page shows when this is empty (the fallbacks docs/product.md gives). */
  placeholder?: string;
  error?: string;
}

/** One page text: a line, a paragraph or rich text, with the public fallback as placeholder. */
export function PageFieldControl({
  field,
  control,
  register,
  value,
  placeholder,
  error,
}: PageFieldProps) {
  const counter = field.recommendedLength
    ? `${value.length} / ${field.recommendedLength}`
    : undefined;
  return (
    <FormField label={field.label} hint={field.hint} error={error} aside={counter}>
      {(props, { labelId }) =>
        field.rich ? (
          <Controller
            control={control}
            name={field.name}
            render={({ field: f }) => (
              <RichTextEditor
                value={f.value ?? ''}
                onChange={f.onChange}
                onBlur={f.onBlur}
                labelId={labelId}
                aria-describedby={props['aria-describedby']}
                aria-invalid={props['aria-invalid']}
                placeholder={placeholder ? htmlToText(placeholder) : undefined}
              />
            )}
          />
        ) : field.multiline ? (
          <textarea
            {...props}
            rows={3}
            placeholder={placeholder}
            className={inputClasses('resize-y')}
            {...register(field.name)}
          />
        ) : (
          <input
            {...props}
            type="text"
            placeholder={placeholder}
            className={inputClasses()}
            {...register(field.name)}
          />
        )
      }
    </FormField>
  );
}
