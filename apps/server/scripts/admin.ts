// `npm run admin -- --email you@example.com --password '...'`: creates an admin, or resets
// the password of an existing one (and signs it out everywhere). `--disable-two-factor` also
// turns two-factor sign-in off, for an artist who lost both phone and recovery codes. While a
// server holds the embedded database, the server makes the change (decision 019).
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { runCommand } from '../src/control/run-command';
import { cli } from './cli';

await cli(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'disable-two-factor': { type: 'boolean' },
    },
  });
  const config = loadConfig();
  const email = (values.email ?? config.adminEmail).toLowerCase();
  const password = values.password;
  const disableTwoFactor = values['disable-two-factor'] ?? false;
  if (!password || password.length < 8) {
    console.error(
      'Usage: npm run admin -- --email <email> --password <at least 8 characters> [--disable-two-factor]',
    );
    process.exit(1);
  }
  const { result, via } = await runCommand(config, 'set-admin-password', {
    email,
    password,
    disableTwoFactor,
  });
  const { created } = result as { created: boolean };
  console.info(
    created
      ? `Admin ${email} created.`
      : `Password of ${email} reset; existing sessions signed out${disableTwoFactor ? '; two-factor sign-in off' : ''}.`,
  );
  if (via !== 'here') console.info(`(Done by the running server, pid ${via.serverPid}.)`);
});
