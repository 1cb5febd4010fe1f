import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { makeSiteSettings } from '@/test/factories';
import { ContactPage } from './contact-page';

const THANKS = "Thank you for your message. I'll get back to you within 2-3 business days.";
const notFound = () => jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404);

let contactAnswer: () => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  contactAnswer = async () => jsonResponse({ data: { message: THANKS } }, 201);
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/v1/contact') return contactAnswer();
    if (url === '/api/v1/settings/site')
      return jsonResponse({ data: makeSiteSettings({ contact_email: 'studio@elenamarsh.art' }) });
    return notFound();
  });
  vi.stubGlobal('fetch', fetchMock);
});

const contactCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/contact');

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: { name?: string; email?: string; subject?: string; message?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.subject) await user.type(screen.getByLabelText(/Subject/), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

/** The page, once its form (loaded on its own, after the page) is there. */
async function renderPage(route?: string) {
  const result = renderWithProviders(<ContactPage />, route ? { route } : undefined);
  await screen.findByRole('form', { name: 'Contact form' });
  return result;
}

const send = (user: ReturnType<typeof renderWithProviders>['user']) =>
  user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactPage', () => {
  it('shows the contact information and the 2-3 business days promise', async () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText(/2-3 business days/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'studio@elenamarsh.art' })).toHaveAttribute(
      'href',
      'mailto:studio@elenamarsh.art',
    );
  });

  it('shows the required-field messages beside their fields and focuses the first', async () => {
    const { user } = await renderPage();
    await send(user);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/Subject/)).not.toHaveAttribute('aria-invalid');
    expect(contactCalls()).toHaveLength(0);
  });

  it('rejects an invalid address and a short message', async () => {
    const { user } = await renderPage();
    await fill(user, { name: 'Ann', email: 'ann@', message: 'Too short' });
    await send(user);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(contactCalls()).toHaveLength(0);
  });

  it('has a hidden honeypot named website, out of the tab order', async () => {
    const { container } = await renderPage();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('sends the message, shows "Thank You!" with the server message, then an empty form', async () => {
    const { user } = await renderPage();
    await fill(user, {
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Commission',
      message: 'I would love a seascape for our hall.',
    });
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toHaveFocus();
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    const [, init] = contactCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Commission',
      message: 'I would love a seascape for our hall.',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
  });

  it('keeps the button busy while sending so it cannot be pressed twice', async () => {
    let finish!: (response: Response) => void;
    contactAnswer = () => new Promise((resolve) => (finish = resolve));
    const { user } = await renderPage();
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: 'A long enough message.' });
    await send(user);
    const button = screen.getByRole('button', { name: /Send Message/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    expect(contactCalls()).toHaveLength(1);
    finish(jsonResponse({ data: { message: THANKS } }, 201));
    expect(await screen.findByText('Thank You!')).toBeInTheDocument();
  });

  it("shows the server's error and keeps what was typed", async () => {
    contactAnswer = async () =>
      jsonResponse(
        { error: { message: 'Too many messages. Try again later.', code: 'rate_limited' } },
        429,
      );
    const { user } = await renderPage();
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: 'A long enough message.' });
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again later.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('A long enough message.');
  });

  it.each([
    ['an error without a message', async () => new Response('', { status: 500 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to "Failed to send message" for %s', async (_case, answer) => {
    contactAnswer = answer;
    const { user } = await renderPage();
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: 'A long enough message.' });
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send message$/);
  });

  it('prefills the subject from ?subject=', async () => {
    await renderPage('/contact?subject=Purchase%20enquiry');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Purchase enquiry');
  });
});
