import { WAITLIST_MESSAGES } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { jsonResponse } from '@/test/render';
import { renderAndOpenForm } from '../testing/open-form';
import { SimilarWork } from './similar-work';

let answer: MockHandler;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  answer = () => jsonResponse({ data: { message: WAITLIST_MESSAGES.joined } }, 201);
  api = mockApi({ 'POST /waitlist': (request) => answer(request) });
});

const sentBodies = () => api.calls('POST', '/waitlist').map((request) => request.body);

const open = () => renderAndOpenForm(<SimilarWork artworkId={7} />, 'Tell me about similar work');

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
    answer = () =>
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
