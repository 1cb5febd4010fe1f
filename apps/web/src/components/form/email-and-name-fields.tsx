import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { EmailField } from './email-field';
import { InputField } from './input-field';

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
  const path = (name: keyof EmailAndName) => name as Path<T>;
  return (
    <>
      <EmailField register={register} name={path('email')} error={errors.email?.message} />
      <div className={namesClassName}>
        <InputField
          label="First name"
          optional
          error={errors.first_name?.message}
          autoComplete="given-name"
          register={register}
          name={path('first_name')}
        />
        <InputField
          label="Last name"
          optional
          error={errors.last_name?.message}
          autoComplete="family-name"
          register={register}
          name={path('last_name')}
        />
      </div>
    </>
  );
}
