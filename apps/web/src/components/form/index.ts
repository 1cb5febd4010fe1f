/**
 * The form kit: one labelled field for public forms, the wiring every field shares (admin
 * fields too), and the one place the server's field errors are read and shown.
 */
export { Field, controlClass } from './field';
export { FieldNotes } from './field-notes';
export { useFieldControl, type FieldControlProps } from './use-field-control';
export { serverFieldErrors, showServerFieldErrors, type FieldError } from './server-errors';
export { EmailField } from './email-field';
export { FormFailure } from './form-failure';
export { sendWithHoneypot } from './send-with-honeypot';
export { useSchemaForm } from './use-schema-form';
export { schemaResolver } from './schema-resolver';
export { fieldMessage } from './field-message';
export { InputField, TextareaField } from './input-field';
export { EmailAndNameFields, type EmailAndName } from './email-and-name-fields';
export { Honeypot } from './honeypot';
export { parseNumber } from './parse-number';
export { NameAndEmailFields, type NameAndEmail } from './name-and-email-fields';
export { AddressFields, addressLabels, emptyAddress, type AddressValues } from './address-fields';
export { emptySaleTerms, saleTermsField, type SaleTermsValues } from './sale-terms';
