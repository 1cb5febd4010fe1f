import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { controlClass, Field } from './field';

interface FieldTextProps<T extends FieldValues> {
  label: string;
  /** "optional" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /**
   * The form's `register`, called when the field renders: fields register in the order they
   * are shown, and a form that fails moves focus to the first one in error.
   */
  register: UseFormRegister<T>;
  name: Path<T>;
  rules?: RegisterOptions<T, Path<T>>;
}

type Attributes<E> = Omit<E, 'id' | 'name' | 'children'>;

/**
 * Splits a field's props into the Field's own, the form's registration of the control (made
 * as the field renders) and the attributes left for the control.
 */
function splitField<T extends FieldValues, A>({
  label,
  optional,
  hint,
  error,
  register,
  name,
  rules,
  ...attributes
}: FieldTextProps<T> & A) {
  return {
    field: { label, optional, hint, error },
    registered: register(name, rules),
    attributes: attributes as A,
  };
}

/**
 * A one-line input of a public form in its Field (label, hint and error wired to it). Extra
 * input attributes (autoComplete, inputMode, …) pass through; `className` adds to the look.
 */
export function InputField<T extends FieldValues>(
  props: FieldTextProps<T> & Attributes<InputHTMLAttributes<HTMLInputElement>>,
) {
  const { field, registered, attributes } = splitField(props);
  const { type = 'text', className, ...input } = attributes;
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          className={cn(controlClass, className)}
          {...input}
          {...registered}
        />
      )}
    </Field>
  );
}

/** A message box of a public form in its Field: the input's look with room above the text. */
export function TextareaField<T extends FieldValues>(
  props: FieldTextProps<T> & Attributes<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { field, registered, attributes } = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...control}
          className={cn(controlClass, 'py-2')}
          {...attributes}
          {...registered}
        />
      )}
    </Field>
  );
}
