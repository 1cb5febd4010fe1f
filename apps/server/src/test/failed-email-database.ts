// For e2e/admin-emails.spec.ts: prepares the embedded database in DATA_DIR (argv[2]) with one
// email that failed for good, the way the outbox worker leaves it after its last attempt.
// Run before any server opens that folder: `node --import tsx <this file> <dataDir>`.
import { loadConfig } from '../config';
import { createDatabase, databaseOptions } from '../db/client';
import { outboxMailer } from '../modules/mail/mailer.service';
import { markFailed } from '../modules/mail/outbox.repository';

const config = loadConfig({ DATA_DIR: process.argv[2]!, LOG_LEVEL: 'silent' });
const database = await createDatabase(databaseOptions(config));
try {
  await database.migrate();
  const id = await outboxMailer.enqueue(database.db, {
    to: 'collector@example.com',
    subject: 'Your order A-2001',
    text: 'Thank you for your order.',
    kind: 'order_confirmation',
  });
  await markFailed(database.db, id, '550 5.1.1 Mailbox unavailable', new Date());
} finally {
  await database.close();
}
console.info('prepared');
