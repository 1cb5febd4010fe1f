import { describe, expect, it } from 'vitest';
import { NOT_FOUND, ensureChromium, findChromium, type System } from './chromium';

/** A machine described by its files; `install` lists the files a command adds when it runs. */
function machine(
  files: string[],
  opts: Partial<System> & { install?: Record<string, string[]> } = {},
): System & { ran: string[] } {
  const present = new Set(files);
  const ran: string[] = [];
  return {
    env: {},
    home: '/home/me',
    isRoot: false,
    isDebian: false,
    exists: (f) => present.has(f),
    list: (dir) => [
      ...new Set(
        [...present]
          .filter((f) => f.startsWith(`${dir}/`))
          .map((f) => f.slice(dir.length + 1).split('/')[0]!),
      ),
    ],
    run: (command, args) => {
      const line = `${command} ${args.join(' ')}`;
      ran.push(line);
      const added = opts.install?.[line];
      added?.forEach((f) => present.add(f));
      return added !== undefined;
    },
    ...opts,
    ran,
  };
}

const PW = '/home/me/.cache/ms-playwright';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and only it when it is set', () => {
    const sys = machine(['/opt/my/chrome', '/usr/bin/chromium'], {
      env: { CHROMIUM_PATH: '/opt/my/chrome' },
    });
    expect(findChromium(sys)).toBe('/opt/my/chrome');
    expect(
      findChromium(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/nope' } })),
    ).toBeNull();
  });

  it("prefers Debian's Chromium, then Ubuntu's, then an installed Chrome", () => {
    expect(findChromium(machine(['/usr/bin/chromium', '/usr/bin/google-chrome']))).toBe(
      '/usr/bin/chromium',
    );
    expect(findChromium(machine(['/usr/bin/chromium-browser']))).toBe('/usr/bin/chromium-browser');
    expect(findChromium(machine(['/opt/google/chrome/chrome']))).toBe('/opt/google/chrome/chrome');
  });

  it("falls back to the newest Chromium in Playwright's cache, or its own PLAYWRIGHT_BROWSERS_PATH", () => {
    const sys = machine([
      `${PW}/chromium-1100/chrome-linux/chrome`,
      `${PW}/chromium-1200/chrome-linux64/chrome`,
      `${PW}/firefox-1400/firefox/firefox`,
    ]);
    expect(findChromium(sys)).toBe(`${PW}/chromium-1200/chrome-linux64/chrome`);
    const custom = machine(['/pw/chromium-9/chrome-linux64/chrome'], {
      env: { PLAYWRIGHT_BROWSERS_PATH: '/pw' },
    });
    expect(findChromium(custom)).toBe('/pw/chromium-9/chrome-linux64/chrome');
  });

  it('finds nothing on a machine without a browser', () => {
    expect(findChromium(machine(['/usr/bin/firefox']))).toBeNull();
  });
});

describe('ensureChromium', () => {
  it('installs nothing when one is there', () => {
    const sys = machine(['/usr/bin/chromium']);
    expect(ensureChromium(sys)).toBe('/usr/bin/chromium');
    expect(sys.ran).toEqual([]);
  });

  it("installs Debian's package as root on Debian", () => {
    const sys = machine([], {
      isRoot: true,
      isDebian: true,
      install: {
        'apt-get update -qq': [],
        'apt-get install -y -qq chromium fonts-liberation': ['/usr/bin/chromium'],
      },
    });
    expect(ensureChromium(sys)).toBe('/usr/bin/chromium');
    expect(sys.ran).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium fonts-liberation',
    ]);
  });

  it("uses Playwright's installer when it cannot use apt-get", () => {
    const sys = machine([], {
      install: { 'npx playwright install chromium': [`${PW}/chromium-1200/chrome-linux64/chrome`] },
    });
    expect(ensureChromium(sys)).toBe(`${PW}/chromium-1200/chrome-linux64/chrome`);
    expect(sys.ran).toEqual(['npx playwright install chromium']);
  });

  it("tries Playwright's installer when apt-get fails", () => {
    const sys = machine([], {
      isRoot: true,
      isDebian: true,
      install: { 'npx playwright install chromium': [`${PW}/chromium-1/chrome-linux/chrome`] },
    });
    expect(ensureChromium(sys)).toBe(`${PW}/chromium-1/chrome-linux/chrome`);
    expect(sys.ran).toEqual(['apt-get update -qq', 'npx playwright install chromium']);
  });

  it('stops with one sentence that says what to run when nothing works', () => {
    const sys = machine([]);
    expect(() => ensureChromium(sys)).toThrow(NOT_FOUND);
    expect(NOT_FOUND).toMatch(
      /apt-get install chromium.*playwright install chromium.*CHROMIUM_PATH/,
    );
  });

  it('does not install anything when CHROMIUM_PATH names a missing file', () => {
    const sys = machine([], { env: { CHROMIUM_PATH: '/opt/missing/chrome' } });
    expect(() => ensureChromium(sys)).toThrow('CHROMIUM_PATH is set to /opt/missing/chrome');
    expect(sys.ran).toEqual([]);
  });
});
