import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { FooterSignup } from './footer-signup';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

const submit = async (email: string) => {
  const utils = renderWithProviders(<FooterSignup />);
  if (email) await utils.user.type(screen.getByLabelText('Email address'), email);
  await utils.user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return utils;
};

describe('FooterSignup', () => {
  it('rejects an invalid address without calling the server', async () => {
    await submit('not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the email with source footer, shows the server message and resets', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ data: { message: 'Please check your inbox to confirm.' } }),
    );
    await submit('ann@example.com');
    expect(await screen.findAllByText('Please check your inbox to confirm.')).not.toHaveLength(0);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/newsletter/subscribe');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ann@example.com', source: 'footer' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the server's error message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { message: 'Too many requests', code: 'RATE_LIMITED' } }, 429),
    );
    await submit('ann@example.com');
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });

  it('falls back to the generic message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submit('ann@example.com');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
