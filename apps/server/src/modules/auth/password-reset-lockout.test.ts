import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from '../../test/test-app';
import { loginFrom, outbox } from './auth.fixtures';
import { LIVE_RESET_LINKS } from './password-reset.service';

/**
 * A stranger who knows the artist's email asks for reset links again and again, from many
 * addresses: the artist must still be able to reset a forgotten password.
 */
const t = useTestApp();

const forgot = (ip: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/auth/password/forgot',
    payload: { email: ADMIN.email },
    remoteAddress: ip,
  });
const reset = (token: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { token, password } });

const tokensSent = async () =>
  (await outbox(t, ADMIN.email, 'password_reset')).map(
    (email) => /#token=([\w-]+)/.exec(email.text_body)![1]!,
  );

describe('a stranger asking for reset links', () => {
  it('neither ends the owner’s link nor keeps a working one from them', async () => {
    const own = await forgot('198.51.100.10');
    expect(own.statusCode).toBe(200);
    const [ownToken] = await tokensSent();

    // Three more requests an hour, from anywhere, were enough to lock the owner out for good.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await forgot(`203.0.113.${100 + i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json()).toEqual(own.json());
    // Beyond the limit nothing more is sent: the inbox is not flooded.
    expect(await tokensSent()).toHaveLength(LIVE_RESET_LINKS);

    // The owner's own request beyond the limit is answered the same, and every link they hold
    // works: their first one included.
    expect((await forgot('198.51.100.10')).json()).toEqual(own.json());
    const done = await reset(ownToken!, 'a forgotten password, replaced');
    expect(done.statusCode).toBe(200);
    expect(
      (
        await loginFrom(t, '198.51.100.10', {
          email: ADMIN.email,
          password: 'a forgotten password, replaced',
        })
      ).statusCode,
    ).toBe(200);

    // A reset ends every other link, and a new one can be asked for at once.
    const [later] = (await tokensSent()).filter((token) => token !== ownToken);
    expect((await reset(later!, 'another long password')).statusCode).toBe(400);
    await forgot('198.51.100.10');
    expect(await tokensSent()).toHaveLength(LIVE_RESET_LINKS + 1);
  });
});
