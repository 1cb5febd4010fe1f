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
 * A one-line input of a public form in its Field (label, hint and error wired to it). Extra
 * input attributes (autoComplete, inputMode, …) pass through; `className` adds to the look.
 */
export function InputField<T extends FieldValues>({
  label,
  optional,
  hint,
  error,
  register,
  name,
  rules,
  type = 'text',
  className,
  ...input
}: FieldTextProps<T> & Attributes<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          className={cn(controlClass, className)}
          {...input}
          {...register(name, rules)}
        />
      )}
    </Field>
  );
}

/** A message box of a public form in its Field: the input's look with room above the text. */
export function TextareaField<T extends FieldValues>({
  label,
  optional,
  hint,
  error,
  register,
  name,
  rules,
  ...textarea
}: FieldTextProps<T> & Attributes<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={cn(controlClass, 'py-2')}
          {...textarea}
          {...register(name, rules)}
        />
      )}
    </Field>
  );
}
