import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// The Backups screen on the demo site: "Back up now", the run listed as it finishes, and the
// whole archive downloaded from the browser.

test('the artist backs up the site and downloads the archive', async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByText(/^Automatic backups run every day/)).toBeVisible();
  await expectNoSeriousViolations(page, 'admin backups');

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('The backup has started.', { exact: false })).toBeVisible();
  const download = page.getByRole('button', { name: /^Download the backup of / }).first();
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Last backup: .+ MB$/);
  await expectNoSeriousViolations(page, 'admin backups with a run');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^atelier-\d{8}T\d{6}Z-[0-9a-f]{4}\.zip$/);
  await expect(page.getByText(`Downloaded ${file.suggestedFilename()}`)).toBeVisible();
});
