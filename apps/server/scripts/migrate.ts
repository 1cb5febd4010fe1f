// `npm run db:migrate`: applies committed migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../src/config';
import { createDatabase, databaseOptions } from '../src/db/client';
import { cli } from './cli';

await cli(async () => {
  const database = await createDatabase(databaseOptions(loadConfig()));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.info(`migrations applied (${database.kind})`);
});
