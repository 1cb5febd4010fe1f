import { WAITLIST_MESSAGES } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SimilarWork } from './similar-work';

let answer: () => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  answer = async () => jsonResponse({ data: { message: WAITLIST_MESSAGES.joined } }, 201);
  fetchMock = vi.fn(async (url: string) =>
    url === '/api/v1/waitlist'
      ? answer()
      : jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});

const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/v1/waitlist')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

async function open() {
  const result = renderWithProviders(<SimilarWork artworkId={7} />);
  const toggle = screen.getByRole('button', { name: 'Tell me about similar work' });
  await result.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('form', { name: 'Tell me about similar work' });
  return result;
}

describe('SimilarWork', () => {
  it('asks only for an email, focused, and says why nothing was sent when it is missing', async () => {
    const { user } = await open();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep me posted' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(0);
  });

  it('sends the address with the work, then says the server’s answer, focused', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Keep me posted' }));
    const news = await screen.findByRole('status');
    expect(news).toHaveTextContent(WAITLIST_MESSAGES.joined);
    await waitFor(() => expect(news).toHaveFocus());
    expect(sentBodies()).toEqual([{ artwork_id: 7, email: 'ana@example.com' }]);
  });

  it('shows the server’s refusal and keeps the form', async () => {
    answer = async () =>
      jsonResponse(
        { error: { message: 'Too many requests, please try again later.', code: 'rate_limited' } },
        429,
      );
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Keep me posted' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });
});
