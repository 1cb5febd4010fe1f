/**
 * Numbers as en-US writes them ("1,234.5"), without `Intl`. The first `Intl` formatter a
 * browser tab creates loads the ICU data: about 70 ms of main thread on the development machine,
 * 280 ms with Lighthouse's mobile slowdown, inside the task that evaluates the page's code
 * (decision 036). The formats the public pages show are this simple, so they need none of it.
 */

/** "1234567" → "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * "1,234.5": rounded half away from zero to at most `maxFractionDigits` digits (on the decimal
 * form, so 1.005 → "1.01" as `Intl` says), trailing zeros dropped, thousands grouped.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  const digits = String(Math.abs(value));
  const scaled = Math.round(Number(`${digits}e${maxFractionDigits}`));
  // NaN, Infinity, exponent notation (below 1e-6) and amounts beyond exact integers once
  // scaled are beyond anything a page shows: Intl says them.
  if (!/^[\d.]+$/.test(digits) || !Number.isSafeInteger(scaled))
    return value.toLocaleString('en-US', { maximumFractionDigits: maxFractionDigits });
  const [whole = '0', fraction] = String(Number(`${scaled}e-${maxFractionDigits}`)).split('.');
  // A negative amount that rounds to zero is "0", where Intl would write "-0".
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}
