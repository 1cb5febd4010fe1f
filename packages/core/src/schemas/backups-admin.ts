import { z } from 'zod';

/** One backup as the admin sees it (GET /admin/backups), newest first. */
export const BackupRun = z.object({
  id: z.number().int(),
  /** manual (this screen), scheduled (the server's own schedule) or command (`npm run backup`). */
  trigger: z.enum(['manual', 'scheduled', 'command']),
  status: z.enum(['running', 'done', 'failed']),
  /** The archive's file name. */
  name: z.string(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** False once retention deleted the archive (or it failed): nothing to download. */
  downloadable: z.boolean(),
});
export type BackupRun = z.infer<typeof BackupRun>;

/** GET /admin/backups: the schedule and the latest runs. */
export const BackupOverview = z.object({
  /** Hours between automatic backups; 0 when they are off. */
  interval_hours: z.number(),
  /** How many archives are kept. */
  keep: z.number().int(),
  /** Where archives go: "DATA_DIR/backups" or "the bucket's private backups space". */
  location: z.string(),
  runs: z.array(BackupRun),
});
export type BackupOverview = z.infer<typeof BackupOverview>;
