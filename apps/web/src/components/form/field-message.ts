import type { ReactNode } from 'react';

/**
 * A field's error as a sentence naming the field as its label does (decision 050): the shared
 * schemas' checks without a message of their own give a predicate ("must be a number",
 * core's `issueFragment`), and the label becomes its subject ("Your price must be a number").
 * A label's aside in brackets ("Note (optional)", "Sales tax rate (%)") is left out. Whole
 * messages (capitalised: the product's own texts, the server's) are shown as they are.
 */
export function fieldMessage(error: string | undefined, label: ReactNode): string | undefined {
  if (!error || !/^[a-z]/.test(error)) return error;
  const name = typeof label === 'string' ? label.replace(/\s*\([^)]*\)\s*$/, '').trim() : '';
  return `${name || 'This field'} ${error}`;
}
