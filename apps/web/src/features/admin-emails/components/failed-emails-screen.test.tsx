import type { FailedEmail } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok, renderRoutes, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { expectTexts } from '@/test/expect-texts';
import { FailedEmailsScreen } from './failed-emails-screen';

const email = (id: number, to: string, subject: string): FailedEmail => ({
  id,
  to,
  subject,
  kind: 'order_confirmation',
  reason: '550 Mailbox unavailable',
  attempts: 8,
  created_at: '2026-03-01T09:00:00Z',
  failed_at: '2026-03-02T09:00:00Z',
});

const page = (rows: FailedEmail[]) =>
  jsonResponse({
    data: rows,
    pagination: { total: rows.length, pages: 1, page: 1, limit: 25, offset: 0 },
  });

function renderEmails(initial: FailedEmail[]) {
  let rows = initial;
  return renderWithApi(
    {
      'GET /admin/emails/failed': () => page(rows),
      'POST /admin/emails/1/resend': () => {
        rows = rows.filter((r) => r.id !== 1);
        return ok({ message: 'The email will be sent again.' });
      },
      'POST /admin/emails/2/resend': () => fail(409, 'This email is already queued.'),
    },
    [{ path: '/admin/emails', element: <FailedEmailsScreen /> }],
    '/admin/emails',
  );
}

const ROWS = [
  email(1, 'ada@example.com', 'Your order A-1001'),
  email(2, 'bo@example.com', 'Your order A-1002'),
];

describe('FailedEmailsScreen', () => {
  it('shows a skeleton, then each email with its recipient, subject, kind, reason and time', async () => {
    mockApi({ 'GET /admin/emails/failed': never });
    renderRoutes([{ path: '/admin/emails', element: <FailedEmailsScreen /> }], {
      initialEntries: ['/admin/emails'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Emails not sent' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    renderEmails(ROWS);
    const table = await screen.findByRole('table', { name: 'Emails that could not be sent' });
    const first = within(table).getAllByRole('row')[1]!;
    expectTexts(first, [
      'ada@example.com',
      'Your order A-1001',
      'Order confirmation',
      '550 Mailbox unavailable',
    ]);
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-03-02T09:00:00Z');
    expect(time?.textContent).toMatch(/\d/);
  });

  it('sends an email again, drops it from the list and keeps the focus in the list', async () => {
    const { user, api } = renderEmails(ROWS);
    await user.click(
      await screen.findByRole('button', {
        name: 'Send “Your order A-1001” to ada@example.com again',
      }),
    );
    await waitFor(() => expect(api.calls('POST', '/admin/emails/1/resend')).toHaveLength(1));
    expect(
      await screen.findByText('“Your order A-1001” to ada@example.com will be sent again'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Send “Your order A-1002” to bo@example.com again' }),
      ).toHaveFocus(),
    );
  });

  it('keeps the focus in the emptied list when the last email is sent again', async () => {
    const { user } = renderEmails([ROWS[0]!]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Send “Your order A-1001” to ada@example.com again',
      }),
    );
    expect(await screen.findByText('Every email was delivered')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(screen.getByText('Every email was delivered').closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('says why when it cannot send again', async () => {
    const { user } = renderEmails(ROWS);
    await user.click(
      await screen.findByRole('button', {
        name: 'Send “Your order A-1002” to bo@example.com again',
      }),
    );
    expect(await screen.findByText('This email is already queued.')).toBeInTheDocument();
    expect(screen.getByText('bo@example.com')).toBeInTheDocument();
  });

  it('says so when every email was delivered', async () => {
    renderEmails([]);
    expect(await screen.findByText('Every email was delivered')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    mockApi({
      'GET /admin/emails/failed': failsOnceThen('Database down', () => page(ROWS)),
    });
    const { user } = renderRoutes([{ path: '/admin/emails', element: <FailedEmailsScreen /> }], {
      initialEntries: ['/admin/emails'],
    });
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
