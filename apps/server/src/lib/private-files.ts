import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What the product writes is its user's alone: folders 0700, files 0600. An audit read a reset
 * link from DATA_DIR/mail and a backup holding APP_SECRET as another user of the machine, and
 * appended to the database files (they were 0644–0666).
 */
const GROUP_AND_OTHERS = 0o077;

/** New files and folders of this process, and of every process it starts, are private. */
export function writePrivately() {
  process.umask(GROUP_AND_OTHERS);
}

/**
 * Makes DATA_DIR and everything in it private: data written before this rule, by another
 * program, or copied in by hand. Links are left alone (their target may be anywhere).
 */
export function tightenDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tighten = (file: string) => {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & GROUP_AND_OTHERS) chmodSync(file, stat.mode & 0o7700);
    if (stat.isDirectory()) for (const name of readdirSync(file)) tighten(path.join(file, name));
  };
  tighten(dataDir);
}
