import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// The Backups screen on the demo site: the first automatic backup listed, "Back up now", the
// run listed as it finishes, and the whole archive downloaded from the browser.

// This spec's server backs up daily, as by default, and looks at the schedule a second after
// it starts, not a minute.
test.use({ serverEnv: { BACKUP_INTERVAL_HOURS: '24', BACKUP_FIRST_CHECK_SECONDS: '1' } });

test('the artist backs up the site and downloads the archive', async ({ adminPage: page }) => {
  // The automatic backup, then one more, of the demo site.
  test.setTimeout(120_000);
  await page.goto('/admin/backups');

  // A site with no backup gets its first automatic one when the scheduler first looks, here a
  // second after the server starts. Clicking "Back up now" while it is being made is rightly
  // refused ("A backup is already being made"), so the spec waits for it to be listed first:
  // the order is then always the same, and the scheduler is shown working in the real build.
  const automatic = page.getByRole('row').filter({ hasText: 'Automatic' });
  await expect(async () => {
    await page.reload();
    await expect(automatic.getByRole('button', { name: /^Download the backup of / })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByText(/^Automatic backups run every day/)).toBeVisible();
  await expectNoSeriousViolations(page, 'admin backups');

  await page.getByRole('button', { name: 'Back up now' }).click();
  // Answered once the backup has begun: seconds on a busy machine.
  await expect(page.getByText('The backup has started.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  const started = page.getByRole('row').filter({ hasText: 'Started here' });
  const download = started.getByRole('button', { name: /^Download the backup of / });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Last backup: .+ MB$/);
  await expectNoSeriousViolations(page, 'admin backups with a run');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^atelier-\d{8}T\d{6}Z-[0-9a-f]{4}\.zip$/);
  await expect(page.getByText(`Downloaded ${file.suggestedFilename()}`)).toBeVisible();
});
