// A second process for the single-writer lock tests: opens the embedded database in the
// folder given, writes a row, says "ready", and waits to be killed.
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/client';

const database = await createDatabase({ pgliteDir: process.argv[2]! });
await database.db.execute(sql`create table if not exists marks (note text)`);
await database.db.execute(sql`insert into marks values ('written before the crash')`);
console.info('ready');
setInterval(() => undefined, 60_000);
