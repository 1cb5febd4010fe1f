import type { Database, Db } from './db/client';
import type { Config } from './config';
import type { Mailer } from './modules/mail/mailer.service';
import type { Storage } from './modules/uploads/uploads.service';
import type { Secrets } from './lib/secrets';
import type { AdminUser } from './modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    secrets: Secrets;
    mailer: Mailer;
    storage: Storage;
    /**
     * Set when the server is stopping: /readyz answers 503 and answers ask clients to close
     * their connection, while requests are still served (server.ts).
     */
    draining: boolean;
    /**
     * 401 unless a valid admin token came with the request. A route declaring
     * `security: [{ bearer: [] }]` runs it first, once, whether or not it names it
     * (plugins/route-rules.ts, decision 024).
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in admin, when the request carried a valid token. */
    user: AdminUser | null;
    /** The id of the session (access token) the request came with, beside `user`. */
    sessionId: number | null;
  }
}
