import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The one accessibility check of the e2e suite: an axe scan with all of axe's default rules
// (WCAG 2.0/2.1 A and AA and its best practices), where a serious or critical violation fails
// the test and is printed with the elements it was found on.

/**
 * Waits until no finite CSS animation or transition is running. axe measures colour contrast
 * with the opacity of the moment, so a toast caught mid-fade (or a panel sliding in) fails
 * contrast although it passes once it has arrived. Infinite ones (skeleton pulse, spinners)
 * never end and are not waited for.
 */
async function animationsFinished(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * While axe runs, every animation and transition jumps to its end: a toast whose time runs
 * out as the scan starts would otherwise be measured half-faded (seen in CI: a "Draft saved"
 * toast at contrast 2.3). What axe then sees is what a reader sees once things stop moving.
 */
const AT_THE_END =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; }';

/**
 * `iframes: false` for pages that frame foreign content in a script-less sandbox (the
 * newsletter's email preview): axe cannot run inside it and would wait for it until timeout.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { iframes = true }: { iframes?: boolean } = {},
) {
  await animationsFinished(page);
  const builder = new AxeBuilder({ page }).options({ iframes });
  const settled = await page.addStyleTag({ content: AT_THE_END });
  // Without frames, the legacy run needs no second page to gather frame results.
  const { violations } = await (iframes ? builder : builder.setLegacyMode(true))
    .analyze()
    .finally(() => settled.evaluate((el) => (el as Element).remove()));
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map(
            (n) =>
              `    at ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect(blocking, `${label}: serious or critical accessibility violations\n${report}`).toEqual([]);
}
