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

const NAME_FIELDS = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
] as const;

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
        {NAME_FIELDS.map((field) => (
          <InputField
            key={field.name}
            label={field.label}
            optional
            error={errors[field.name]?.message}
            autoComplete={field.autoComplete}
            register={register}
            name={path(field.name)}
          />
        ))}
      </div>
    </>
  );
}
