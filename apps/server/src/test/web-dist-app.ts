import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Config } from '../config';
import { fakeWebDist } from '../modules/seo/seo.fixtures';
import { useTestApp, type TestApp } from './test-app';

/**
 * The file's app serving a fake built web app (`fakeWebDist`), for tests of the pages, their
 * head and their caching; the web app's folder is removed after the file's last test.
 */
export function useTestAppWithWebDist(overrides: Partial<Config> = {}): TestApp {
  const webDist = fakeWebDist();
  const t = useTestApp({ ...overrides, webDist });
  afterAll(() => rmSync(path.dirname(webDist), { recursive: true, force: true }));
  return t;
}
