import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

// Without SMTP_URL the server writes each email to DATA_DIR/mail as one .eml file named
// after its kind (playwright.config sets the folder). The specs read their emails here.

const mailDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** Decodes quoted-printable, the way the .eml files are written. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The names of the emails of a kind written so far (to tell a new one from older ones). */
export const emailFiles = async (kind: string) =>
  (await readdir(mailDir()).catch(() => [] as string[])).filter((f) => f.endsWith(`-${kind}.eml`));

/**
 * Waits for an email of `kind` (to `to`, when given) written after the files in `before`, and
 * returns its decoded text; of several, the last one.
 */
export async function waitForEmail(
  kind: string,
  { to, before = [] }: { to?: string; before?: string[] } = {},
): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const file of (await emailFiles(kind)).filter((f) => !before.includes(f))) {
          const text = decodeQuotedPrintable(await readFile(path.join(mailDir(), file), 'latin1'));
          if (to && !new RegExp(`^To: ${to}`, 'mi').test(text)) continue;
          found = text;
        }
        return found;
      },
      { timeout: 20_000, message: `a ${kind} email${to ? ` to ${to}` : ''}` },
    )
    .not.toBe('');
  return found;
}

/** The first link in an email whose path (with query and fragment, no origin) matches. */
export function linkIn(email: string, pattern: RegExp): string {
  const link = email
    .match(/https?:\/\/[^\s"'<>()]+/g)
    ?.map((u) => URL.parse(u.replace(/&amp;/g, '&')))
    .map((u) => (u ? u.pathname + u.search + u.hash : ''))
    .find((path) => pattern.test(path));
  expect(link, `a link matching ${pattern}`).toBeTruthy();
  return link!;
}
