import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { upsertAdmin } from './modules/auth/auth.service';
import { seedDemoContent } from './seed/seed';

/**
 * First-start chores: the admin from ADMIN_EMAIL/ADMIN_PASSWORD (a password is printed only
 * when the server generated it, once), then demo content on an empty database.
 */
export async function bootstrap(app: FastifyInstance) {
  const { config, db } = app;
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  const { created } = await upsertAdmin(db, config.adminEmail, password, { resetPassword: false });
  if (created && config.adminPassword) {
    // The operator chose this password: it stays out of the output (and so out of any log).
    console.info(`\n  Admin created: ${config.adminEmail} (password from ADMIN_PASSWORD)`);
  } else if (created) {
    console.info(`\n  Admin created: ${config.adminEmail} / ${password}`);
    console.info(
      '  (generated, shown only now; change it in the admin under Account, or with `npm run admin -- --email <email> --password <new>`)',
    );
  } else {
    console.info(
      `\n  Admin: ${config.adminEmail} (password unchanged; reset it with \`npm run admin\`)`,
    );
  }
  if (config.seedDemo) {
    const seeded = await seedDemoContent(app);
    if (seeded) console.info('  Demo content added to the empty database.');
  }
  console.info(`  Site: ${config.publicUrl}   Admin: ${config.publicUrl}/admin/login\n`);
}
