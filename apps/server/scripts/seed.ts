// `npm run db:seed`: adds the demo content (generated paintings, artworks, blog, pages) to an
// empty database. A database with any content is left exactly as it is.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, databaseOptions } from '../src/db/client';
import { ensureDefaultSettings } from '../src/modules/settings/settings.service';
import { seedDemo } from '../src/seed/seed';
import { cli } from './cli';

await cli(async () => {
  const config = { ...loadConfig(), startWorkers: false, logLevel: 'warn' as const };
  const database = await createDatabase(databaseOptions(config));
  try {
    await database.migrate();
    await ensureDefaultSettings(database.db);
    const app = await buildApp(config, { database });
    try {
      console.info(
        `Seeding demo content into ${database.kind === 'postgres' ? 'PostgreSQL' : `${config.dataDir}/db`} ...`,
      );
      const report = await seedDemo(app);
      if (!report) {
        console.info(
          'The database already has content (artworks, collections, posts or pages): nothing was changed.',
        );
      } else {
        console.info(
          [
            `Demo content added in ${(report.ms / 1000).toFixed(1)} s:`,
            `  ${report.collections} collections, ${report.artworks} artworks, ${report.images} images under ${config.dataDir}/uploads`,
            `  ${report.posts} blog posts in ${report.categories} categories, ${report.pages} pages of content`,
            `  settings set: ${report.settings.length ? report.settings.join(', ') : 'none (all had been changed already)'}`,
          ].join('\n'),
        );
        if (report.settings.includes('preview_password'))
          console.info('  Preview collection password: preview2026');
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
});
