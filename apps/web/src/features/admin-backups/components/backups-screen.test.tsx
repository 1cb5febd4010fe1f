import type { BackupOverview, BackupRun } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderRoutes, renderWithApi } from '@/test/mock-api';
import { BackupsScreen } from './backups-screen';
import { formatBytes } from './format-bytes';

const run = (id: number, overrides: Partial<BackupRun> = {}): BackupRun => ({
  id,
  trigger: 'scheduled',
  status: 'done',
  name: `atelier-2026030${id}T020000Z-ab1${id}.zip`,
  bytes: 5_300_000,
  error: null,
  started_at: `2026-03-0${id}T02:00:00Z`,
  finished_at: `2026-03-0${id}T02:00:09Z`,
  downloadable: true,
  ...overrides,
});

const overview = (runs: BackupRun[]): BackupOverview => ({
  interval_hours: 24,
  keep: 7,
  location: 'the site’s data folder on its server',
  runs,
});

function renderBackups(initial: BackupRun[]) {
  let runs = initial;
  return renderWithApi(
    {
      'GET /admin/backups': () => ok(overview(runs)),
      'POST /admin/backups': () => {
        const started = run(9, {
          trigger: 'manual',
          status: 'running',
          bytes: null,
          downloadable: false,
        });
        runs = [started, ...runs];
        return ok(started);
      },
    },
    [{ path: '/admin/backups', element: <BackupsScreen /> }],
    '/admin/backups',
  );
}

describe('BackupsScreen', () => {
  it('says when the last backup ran, its size, the schedule, and lists each run', async () => {
    renderBackups([
      run(3),
      run(2, { status: 'failed', bytes: null, error: 'pg_dump failed', downloadable: false }),
      run(1, { downloadable: false }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      /^Last backup: .+, 5\.1 MB$/,
    );
    expect(
      screen.getByText(
        'Automatic backups run every day; the newest 7 are kept in the site’s data folder on its server.',
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Backups, newest first' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('Automatic');
    expect(rows[1]).toHaveTextContent('Done');
    expect(
      within(rows[1]!).getByRole('button', { name: /^Download the backup of / }),
    ).toBeEnabled();
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('pg_dump failed');
    expect(rows[3]).toHaveTextContent('No longer kept');
  });

  it('starts a backup and shows it in progress', async () => {
    const { user, api } = renderBackups([]);
    expect(await screen.findByText('No backups yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(api.calls('POST', '/admin/backups')).toHaveLength(1));
    expect(
      await screen.findByText('The backup has started. It appears below when it is done.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('In progress')).toBeInTheDocument();
  });

  it('says why a backup could not start', async () => {
    mockApi({
      'GET /admin/backups': () => ok(overview([])),
      'POST /admin/backups': () => fail(409, 'A backup is already being made.'),
    });
    const { user } = renderRoutes([{ path: '/admin/backups', element: <BackupsScreen /> }], {
      initialEntries: ['/admin/backups'],
    });
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('A backup is already being made.')).toBeInTheDocument();
  });
});

describe('formatBytes', () => {
  it('reads as a person would', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5_300_000)).toBe('5.1 MB');
    expect(formatBytes(40 * 1024 * 1024)).toBe('40 MB');
  });
});
