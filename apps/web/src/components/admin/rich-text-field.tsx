import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

type EditorOptions = Omit<
  RichTextEditorProps,
  'value' | 'onChange' | 'onBlur' | 'labelId' | 'aria-describedby' | 'aria-invalid'
>;

interface RichTextFieldProps<
  T extends FieldValues,
  C,
  U extends FieldValues,
> extends EditorOptions {
  /** The form's control, whatever its resolver's context and output. */
  control: Control<T, C, U>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  aside?: ReactNode;
}

/**
 * The rich text editor as a field of a react-hook-form form: labelled by FormField's label
 * (a contenteditable cannot be the target of <label for>), described by its hint and error.
 * Imported from its own path, like the editor: TipTap stays out of screens that do not use it.
 */
export function RichTextField<T extends FieldValues, C, U extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  aside,
  ...editor
}: RichTextFieldProps<T, C, U>) {
  return (
    <FormField label={label} hint={hint} error={error} aside={aside}>
      {(props, { labelId }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              value={(field.value as string | null | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={labelId}
              aria-describedby={props['aria-describedby']}
              aria-invalid={props['aria-invalid']}
              {...editor}
            />
          )}
        />
      )}
    </FormField>
  );
}
