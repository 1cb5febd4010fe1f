import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2), OWASP's recommended floor. */
export const hashPassword = (password: string) => hash(password);

// Verifying against a real hash when there is none keeps every failure equally slow.
let dummyHash: Promise<string> | undefined;

/** True when the password matches; an absent hash (unknown account) costs the same time. */
export async function checkPassword(passwordHash: string | undefined, password: string) {
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verify(passwordHash ?? (await dummyHash), password).catch(() => false);
  return ok && passwordHash !== undefined;
}
