// `npm run admin -- --email you@example.com --password '...'`: creates an admin, or resets
// the password of an existing one (and signs it out everywhere). `--disable-two-factor` also
// turns two-factor sign-in off, for an artist who lost both phone and recovery codes.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { upsertAdmin } from '../src/modules/auth/auth.service';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'disable-two-factor': { type: 'boolean' },
  },
});
const config = loadConfig();
const email = values.email ?? config.adminEmail;
const password = values.password;
if (!password || password.length < 8) {
  console.error(
    'Usage: npm run admin -- --email <email> --password <at least 8 characters> [--disable-two-factor]',
  );
  process.exit(1);
}
const database = await createDatabase({
  url: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
});
await database.migrate();
const { created } = await upsertAdmin(database.db, email, password, {
  resetPassword: true,
  disableTwoFactor: values['disable-two-factor'] ?? false,
});
await database.close();
console.info(
  created
    ? `Admin ${email} created.`
    : `Password of ${email} reset; existing sessions signed out${values['disable-two-factor'] ? '; two-factor sign-in off' : ''}.`,
);
