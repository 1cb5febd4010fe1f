import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { EmailField } from './email-field';
import { controlClass, Field } from './field';

export interface NameAndEmail {
  name: string;
  email: string;
}

interface NameAndEmailFieldsProps<T extends NameAndEmail> {
  register: UseFormRegister<T>;
  errors: FieldErrors<NameAndEmail>;
  /** Classes of the row holding the two fields (its gap follows the form's). */
  className?: string;
}

/** Name and email side by side: who is writing, on the contact form and a question about a work. */
export function NameAndEmailFields<T extends NameAndEmail>({
  register,
  errors,
  className = 'grid gap-6 sm:grid-cols-2',
}: NameAndEmailFieldsProps<T>) {
  const field = (name: keyof NameAndEmail) => register(name as Path<T>);
  // Registered in the order shown: a form that fails moves focus to its first field in error.
  const name = field('name');
  const email = field('email');
  return (
    <div className={className}>
      <Field label="Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} type="text" autoComplete="name" className={controlClass} {...name} />
        )}
      </Field>
      <EmailField registration={email} error={errors.email?.message} />
    </div>
  );
}
