import type { Control, UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses, TextField } from '@/components/admin';
import { RichTextField } from '@/components/admin/rich-text-field';
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
  if (field.rich)
    return (
      <RichTextField
        control={control}
        name={field.name}
        label={field.label}
        hint={field.hint}
        error={error}
        aside={counter}
        placeholder={placeholder ? htmlToText(placeholder) : undefined}
      />
    );
  if (!field.multiline)
    return (
      <TextField
        label={field.label}
        hint={field.hint}
        error={error}
        aside={counter}
        placeholder={placeholder}
        registration={register(field.name)}
      />
    );
  return (
    <FormField label={field.label} hint={field.hint} error={error} aside={counter}>
      {(props) => (
        <textarea
          {...props}
          rows={3}
          placeholder={placeholder}
          className={inputClasses('resize-y')}
          {...register(field.name)}
        />
      )}
    </FormField>
  );
}
