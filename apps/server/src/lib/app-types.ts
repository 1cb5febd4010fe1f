import type { Database, Db } from '../db/client';
import type { Config } from '../config';
import type { Mailer } from '../modules/mail/mailer';
import type { Storage } from '../modules/uploads/storage';
import type { Secrets } from './secrets';
import type { AdminUser } from '../modules/auth/auth.repository';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    secrets: Secrets;
    mailer: Mailer;
    storage: Storage;
    /** preHandler: 401 unless a valid admin token came with the request. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in admin, when the request carried a valid token. */
    user: AdminUser | null;
    /** The id of the session (access token) the request came with, beside `user`. */
    sessionId: number | null;
  }
}
