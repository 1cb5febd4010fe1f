// `npm run test:e2e` runs this first: it prints the Chromium it will use, installing one if
// the machine has none, or stops with one sentence saying what to run.
import { ensureChromium } from './chromium';

try {
  console.info(`Chromium: ${ensureChromium()}`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
