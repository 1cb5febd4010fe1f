import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { upsertAdmin } from '../modules/auth/auth.service';
import { createBackup } from '../modules/backups/backups.service';

/** What a command runs against: the server's own database, or one the tool opened itself. */
export interface ControlContext {
  database: Database;
  config: Config;
}

interface ControlCommand<Args extends z.ZodType> {
  args: Args;
  run(ctx: ControlContext, args: z.infer<Args>): Promise<unknown>;
}

const command = <Args extends z.ZodType>(c: ControlCommand<Args>) => c;

/**
 * Operations a command-line tool may ask of the running server (decision 019). Each one runs
 * the same code whether the server runs it or the tool runs it on a database it opened, so a
 * tool gives the same result either way. Arguments are validated on arrival.
 */
export const controlCommands = {
  /** `npm run admin`: creates the admin or resets its password (signing out every session), and may turn two-factor off. */
  'set-admin-password': command({
    args: z.object({
      email: z.email(),
      password: z.string().min(8, { error: 'must be at least 8 characters' }),
      disableTwoFactor: z.boolean().default(false),
    }),
    run: async (ctx, { email, password, disableTwoFactor }) => {
      const { created } = await upsertAdmin(ctx.database.db, email.toLowerCase(), password, {
        resetPassword: true,
        disableTwoFactor,
      });
      return { created };
    },
  }),
  /**
   * `npm run backup`: writes an archive (decision 026). On the embedded database the server
   * holding it dumps it, so no second process ever opens its files.
   */
  backup: command({
    args: z.object({}),
    run: (ctx) => createBackup(ctx, 'command'),
  }),
};

export type ControlCommandName = keyof typeof controlCommands;
export type ControlArgs<N extends ControlCommandName> = z.input<
  (typeof controlCommands)[N]['args']
>;

/** Validates and runs one command; the error says what was wrong. */
export async function runControlCommand(ctx: ControlContext, name: string, rawArgs: unknown) {
  if (!Object.hasOwn(controlCommands, name)) throw new Error(`unknown command "${name}"`);
  // Each entry's run takes its own schema's output; the union of entries loses that pairing.
  const def = controlCommands[name as ControlCommandName] as ControlCommand<z.ZodType>;
  const parsed = def.args.safeParse(rawArgs);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.') || 'args'}: ${issue?.message ?? 'invalid'}`);
  }
  return def.run(ctx, parsed.data);
}
