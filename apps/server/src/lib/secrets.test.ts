import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secrets';

const KEY = 'k'.repeat(40);

describe('seal / unseal', () => {
  it('round-trips, and never shows the plain text', () => {
    const sealed = seal(KEY, 'totp', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(KEY, 'totp', sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time.
    expect(seal(KEY, 'totp', 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses another key, another purpose, and an altered value', () => {
    const sealed = seal(KEY, 'totp', 'secret');
    expect(unseal('x'.repeat(40), 'totp', sealed)).toBeNull();
    expect(unseal(KEY, 'other', sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(unseal(KEY, 'totp', parts.join('.'))).toBeNull();
    expect(unseal(KEY, 'totp', 'garbage')).toBeNull();
  });
});
