import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { jsonResponse } from '@/test/render';
import { renderAndOpenForm } from '../testing/open-form';
import { AskAboutWork } from './ask-about-work';

const THANKS =
  "Thank you for asking about this work. I'll get back to you within 2-3 business days.";

let answer: MockHandler;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  answer = () => jsonResponse({ data: { message: THANKS } }, 201);
  api = mockApi({ 'POST /inquiries': (request) => answer(request) });
});

const sentBodies = () => api.calls('POST', '/inquiries').map((request) => request.body);

const open = () => renderAndOpenForm(<AskAboutWork artworkId={42} />, 'Ask about this work');

describe('AskAboutWork', () => {
  it('opens a short form below itself with focus in its first field', async () => {
    await open();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Your question')).toBeInTheDocument();
  });

  it('shows what is missing beside each field and sends nothing', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(0);
  });

  it('sends the question with the work, then says the server’s thanks, focused', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Your question'), 'Could it ship to Lisbon this spring?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(THANKS);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(sentBodies()).toEqual([
      {
        artwork_id: 42,
        name: 'Ana Lima',
        email: 'ana@example.com',
        message: 'Could it ship to Lisbon this spring?',
      },
    ]);
  });

  it('keeps the question and shows the server’s refusal when it fails', async () => {
    answer = () =>
      jsonResponse({ error: { message: 'Too many requests', code: 'rate_limited' } }, 429);
    const { user } = await open();
    await user.type(screen.getByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Your question'), 'Could it ship to Lisbon this spring?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('Your question')).toHaveValue(
      'Could it ship to Lisbon this spring?',
    );
  });
});
