import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { type MockHandler, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { localInput, makePost, postPage } from '../testing/fixtures';
import { ScheduleScreen } from './schedule-screen';

/** ISO of a local time `days` from now. */
const at = (days: number, hours: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, 0, 0, 0);
  return date.toISOString();
};
const LATER = makePost({
  id: 5,
  title: 'Late Autumn',
  status: 'scheduled',
  published_at: at(9, 8),
});
const MORNING = makePost({
  id: 3,
  title: 'Morning Fog',
  status: 'scheduled',
  published_at: at(2, 9),
});
const EVENING = makePost({
  id: 4,
  title: 'Evening Fog',
  status: 'scheduled',
  published_at: at(2, 18),
});

function renderSchedule(list: MockHandler = () => postPage([LATER, EVENING, MORNING])) {
  return renderWithApi(
    {
      'GET /blog/posts': list,
      'PUT /blog/posts/3': ({ body }) =>
        jsonResponse({ data: { ...MORNING, ...(body as object) } }),
    },
    [{ path: '/admin/blog/schedule', element: <ScheduleScreen /> }],
    '/admin/blog/schedule',
  );
}

describe('ScheduleScreen', () => {
  it('groups the upcoming posts by local day, soonest first', async () => {
    const { api } = renderSchedule();
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((h) => h.textContent)).toEqual([
      format(new Date(at(2, 9)), 'EEEE, d MMMM yyyy'),
      format(new Date(at(9, 8)), 'EEEE, d MMMM yyyy'),
    ]);
    const first = screen.getByRole('region', { name: days[0]!.textContent! });
    expect(
      within(first)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Morning Fog', 'Evening Fog']);
    expect(within(first).getByText('09:00')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET', '/blog/posts')[0]!.url.searchParams)).toMatchObject({
      status: 'scheduled',
    });
  });

  it('reschedules to a future date and time only', async () => {
    const { user, api } = renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Reschedule “Morning Fog”' }));
    const input = screen.getByLabelText('New date and time');
    fireEvent.change(input, { target: { value: localInput(-2) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose a date and time in the future')).toBeInTheDocument();
    expect(api.calls('PUT', '/blog/posts/3')).toHaveLength(0);
    const next = localInput(5);
    fireEvent.change(input, { target: { value: next } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/blog/posts/3')).toHaveLength(1));
    expect(api.calls('PUT', '/blog/posts/3')[0]!.body).toEqual({
      published_at: new Date(next).toISOString(),
    });
    expect(await screen.findByText(/“Morning Fog” moves to/)).toBeInTheDocument();
  });

  it('publishes now after confirming', async () => {
    const { user, api } = renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Publish “Morning Fog” now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish now?' });
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('“Morning Fog” is published')).toBeInTheDocument();
    const body = api.calls('PUT', '/blog/posts/3')[0]!.body as Record<string, string>;
    expect(body.status).toBe('published');
    expect(new Date(body.published_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('says when nothing is scheduled, with a way to write a post', async () => {
    renderSchedule(() => postPage([]));
    expect(await screen.findByText('Nothing scheduled')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New post' })[0]).toHaveAttribute(
      'href',
      '/admin/blog/new',
    );
  });

  it('shows the error with a retry', async () => {
    const { user } = renderSchedule(failsOnceThen('Database down', () => postPage([MORNING])));
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByText('Morning Fog')).toBeInTheDocument();
  });
});
