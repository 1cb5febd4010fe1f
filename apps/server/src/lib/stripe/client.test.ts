import { describe, expect, it } from 'vitest';
import { apiAddress, stripeClient } from './client';

describe('stripe client factory', () => {
  it('is null without Stripe keys (manual payment)', () => {
    expect(stripeClient({ stripe: undefined })).toBeNull();
  });

  it('points the SDK at STRIPE_API_BASE when given, and reuses one client per configuration', () => {
    expect(apiAddress(undefined)).toEqual({});
    expect(apiAddress('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(apiAddress('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    const stripe = {
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: 'http://127.0.0.1:12111',
    };
    const client = stripeClient({ stripe });
    expect(client).not.toBeNull();
    expect(stripeClient({ stripe })).toBe(client);
    expect(client!.getApiField('host')).toBe('127.0.0.1');
    expect(client!.getApiField('protocol')).toBe('http');
  });
});
