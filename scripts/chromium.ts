// Finds a Chromium for the end-to-end tests and the Lighthouse bench, and gets one when the
// machine has none, so `npm test` needs no set-up step of its own (decision 020).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export interface System {
  env: Record<string, string | undefined>;
  exists: (file: string) => boolean;
  /** Entries of a folder, or [] when it does not exist. */
  list: (dir: string) => string[];
  home: string;
  isRoot: boolean;
  isDebian: boolean;
  /** Runs a command with its output shown; true when it exited 0. */
  run: (command: string, args: string[], env?: Record<string, string | undefined>) => boolean;
}

/** Debian's and Ubuntu's packages, then an installed Chrome (Linux, then macOS). */
export const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

// Layouts of Playwright's browser cache across its versions and platforms.
const PLAYWRIGHT_BINARIES = [
  'chrome-linux64/chrome',
  'chrome-linux/chrome',
  'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * How the tests and benches launch it: no sandbox (CI runs as root in a container), no GPU, and
 * nothing that reaches the network on its own (updates, sync, first-run pages), which would
 * both fail offline and disturb what is measured.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const NOT_FOUND =
  'No Chromium was found and none could be installed: install one (`sudo apt-get install chromium` on Debian or Ubuntu, or `npx playwright install chromium`), or set CHROMIUM_PATH to a Chrome or Chromium binary.';

function playwrightCandidates(sys: System): string[] {
  const cache = sys.env.PLAYWRIGHT_BROWSERS_PATH || path.join(sys.home, '.cache', 'ms-playwright');
  return sys
    .list(cache)
    .filter((dir) => dir.startsWith('chromium-'))
    .sort()
    .reverse()
    .flatMap((dir) => PLAYWRIGHT_BINARIES.map((bin) => path.join(cache, dir, bin)));
}

/** The first Chromium found: CHROMIUM_PATH, system paths, Chrome, Playwright's cache; or null. */
export function findChromium(sys: System = realSystem()): string | null {
  const wanted = sys.env.CHROMIUM_PATH;
  if (wanted) return sys.exists(wanted) ? wanted : null;
  return [...SYSTEM_PATHS, ...playwrightCandidates(sys)].find((p) => sys.exists(p)) ?? null;
}

/**
 * A Chromium, installed when missing: through apt-get as root on Debian or Ubuntu, otherwise
 * through Playwright's installer. Throws NOT_FOUND when neither works.
 */
export function ensureChromium(sys: System = realSystem()): string {
  const found = findChromium(sys);
  if (found) return found;
  if (sys.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${sys.env.CHROMIUM_PATH}, which does not exist.`);
  }
  if (sys.isRoot && sys.isDebian) {
    const apt = { ...sys.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      sys.run('apt-get', ['update', '-qq'], apt) &&
      sys.run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], apt)
    ) {
      const installed = findChromium(sys);
      if (installed) return installed;
    }
  }
  // The project sets PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD for `npm ci`; this one call asks for it.
  const download = { ...sys.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: undefined };
  if (sys.run('npx', ['playwright', 'install', 'chromium'], download)) {
    const installed = findChromium(sys);
    if (installed) return installed;
  }
  throw new Error(NOT_FOUND);
}

export function realSystem(): System {
  return {
    env: process.env,
    exists: existsSync,
    list: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
    home: homedir(),
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get'),
    run: (command, args, env) => {
      console.info(`$ ${command} ${args.join(' ')}`);
      return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
    },
  };
}
