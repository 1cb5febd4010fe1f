import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { EmailField } from './email-field';
import { InputField } from './input-field';

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
  return (
    <div className={className}>
      <InputField
        label="Name"
        error={errors.name?.message}
        autoComplete="name"
        register={register}
        name={'name' as Path<T>}
      />
      <EmailField register={register} name={'email' as Path<T>} error={errors.email?.message} />
    </div>
  );
}
