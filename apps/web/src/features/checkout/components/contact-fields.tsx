import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutFormValues } from '../lib/checkout-form';
import { EmailField, InputField } from '@/components/form';

interface ContactFieldsProps {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}

/** Email, name and an optional phone, with the autofill hints browsers and password managers use. */
export function ContactFields({ register, errors }: ContactFieldsProps) {
  return (
    <section aria-labelledby="checkout-contact" className="space-y-5">
      <h2 id="checkout-contact" className="text-2xl">
        Contact
      </h2>
      <EmailField
        register={register}
        name="email"
        error={errors.email?.message}
        hint="Your confirmation and shipping updates go here."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Full name"
          error={errors.name?.message}
          autoComplete="name"
          register={register}
          name="name"
        />
        <InputField
          label="Phone"
          optional
          hint="For the courier, if needed."
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          register={register}
          name="phone"
        />
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent"
          {...register('newsletter_opt_in')}
        />
        <span>Email me about new paintings and exhibitions (you can unsubscribe at any time).</span>
      </label>
    </section>
  );
}
