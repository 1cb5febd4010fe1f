import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { EmailField } from './email-field';
import { controlClass, Field } from './field';

export interface EmailAndName {
  email: string;
  first_name?: string;
  last_name?: string;
}

interface EmailAndNameFieldsProps<T extends EmailAndName> {
  register: UseFormRegister<T>;
  errors: FieldErrors<EmailAndName>;
  /** Classes of the row holding the two name fields (its gap follows the form's). */
  namesClassName?: string;
}

/** Email, then first and last name (both optional): how a visitor joins the mailing list. */
export function EmailAndNameFields<T extends EmailAndName>({
  register,
  errors,
  namesClassName = 'grid gap-6 sm:grid-cols-2',
}: EmailAndNameFieldsProps<T>) {
  const field = (name: keyof EmailAndName) => register(name as Path<T>);
  return (
    <>
      <EmailField registration={field('email')} error={errors.email?.message} />
      <div className={namesClassName}>
        <Field label="First name" optional error={errors.first_name?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="given-name"
              className={controlClass}
              {...field('first_name')}
            />
          )}
        </Field>
        <Field label="Last name" optional error={errors.last_name?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="family-name"
              className={controlClass}
              {...field('last_name')}
            />
          )}
        </Field>
      </div>
    </>
  );
}
