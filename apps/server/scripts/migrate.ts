// `npm run db:migrate`: applies committed migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';

const config = loadConfig();
const database = await createDatabase({
  url: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
});
await database.migrate();
await database.close();
console.info(`migrations applied (${database.kind})`);
