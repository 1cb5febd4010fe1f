import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, OPEN_OFFER_STATUSES } from '../schemas/offers';
import { listMoves } from './lifecycle';
import { OFFER_LIFECYCLE, canMoveOffer, offerAnswers, offerMoveRefusal } from './offer-lifecycle';

describe('the offer lifecycle table', () => {
  it('lists exactly the moves of decision 043, with who may make each', () => {
    expect(listMoves(OFFER_LIFECYCLE)).toEqual([
      'new → open: buyer, artist',
      'new → declined: system',
      'open → countered: artist',
      'open → accepted: artist',
      'open → declined: artist',
      'countered → accepted: buyer',
      'countered → declined: artist',
    ]);
  });

  it('lets only the buyer accept a counter-offer, and only the artist accept an open offer', () => {
    expect(canMoveOffer('countered', 'accepted', 'buyer')).toBe(true);
    expect(canMoveOffer('countered', 'accepted', 'artist')).toBe(false);
    expect(canMoveOffer('open', 'accepted', 'artist')).toBe(true);
    expect(canMoveOffer('open', 'accepted', 'buyer')).toBe(false);
    // A counter waits on the buyer: the artist does not counter it again.
    expect(canMoveOffer('countered', 'countered', 'artist')).toBe(false);
  });

  it('calls open exactly the statuses that can still move (the one-open-offer index)', () => {
    const moving = OFFER_STATUSES.filter((s) => Object.keys(OFFER_LIFECYCLE.next[s]).length > 0);
    expect(moving).toEqual([...OPEN_OFFER_STATUSES]);
  });

  it('reaches every status from a new offer but withdrawn, which nothing makes yet', () => {
    const reached = new Set(Object.keys(OFFER_LIFECYCLE.starts));
    for (const from of reached)
      for (const to of OFFER_STATUSES)
        if (OFFER_LIFECYCLE.next[from as 'open'][to]) reached.add(to);
    expect(OFFER_STATUSES.filter((s) => !reached.has(s))).toEqual(['withdrawn']);
  });
});

describe('the artist’s answers to an offer', () => {
  it('are the table’s artist moves from each status', () => {
    expect(Object.fromEntries(OFFER_STATUSES.map((s) => [s, offerAnswers(s)]))).toEqual({
      open: ['accept', 'counter', 'decline'],
      countered: ['decline'],
      accepted: [],
      declined: [],
      withdrawn: [],
    });
  });

  it('say why a move is refused', () => {
    expect(offerMoveRefusal('declined', 'accepted', 'artist')).toBe(
      'Cannot accept an offer that is declined',
    );
    expect(offerMoveRefusal('countered', 'countered', 'artist')).toBe(
      'Cannot counter an offer that is countered',
    );
    expect(offerMoveRefusal('accepted', 'accepted', 'buyer')).toBe(
      'This counter-offer can no longer be accepted.',
    );
    expect(offerMoveRefusal('accepted', 'open', 'artist')).toBe(
      'An offer that is accepted cannot become open',
    );
  });
});
