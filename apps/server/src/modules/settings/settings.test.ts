import { inputProblems } from '@atelier/core';
import { sql } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { SETTINGS, type SettingKey } from './settings.definitions';
import { getValue, getValues, SITE_SETTING_KEYS } from './settings.service';

const t = useTestApp();

describe('public settings', () => {
  it('serves the default frame costs', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/settings/frame-costs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { simple_black: 200, simple_white: 200, museum_quality: 500 },
    });
  });

  it('serves public keys and hides private or unknown ones', async () => {
    const framing = await t.inject({ method: 'GET', url: '/api/v1/settings/framing_enabled' });
    expect(framing.json()).toEqual({ data: { key: 'framing_enabled', value: true } });
    for (const key of ['preview_password', 'does_not_exist']) {
      const res = await t.inject({ method: 'GET', url: `/api/v1/settings/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('the site settings (one read for every page)', () => {
  const site = async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/settings/site' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('answers the public settings a page shows, as the site shows them', async () => {
    expect(await site()).toEqual({
      name: 'Elena Marsh',
      social_url: 'https://www.instagram.com/',
      // The default address is empty: no address, rather than an empty link.
      contact_email: null,
      framing_enabled: true,
      offers_enabled: false,
      frame_costs: { simple_black: 200, simple_white: 200, museum_quality: 500 },
    });
  });

  it('follows the admin’s changes at once, and says "none" for a cleared link', async () => {
    const before = await t.admin('GET', '/api/v1/admin/settings');
    const saved = (before.json().data as { key: string; value: unknown }[]).filter((s) =>
      (SITE_SETTING_KEYS as readonly string[]).includes(s.key),
    );
    const changed = await t.admin('PUT', '/api/v1/admin/settings/batch', {
      settings: [
        { key: 'site_name', value: 'Ana Ruiz' },
        { key: 'instagram_url', value: null },
        { key: 'contact_email', value: 'studio@anaruiz.art' },
        { key: 'framing_enabled', value: false },
        { key: 'offers_enabled', value: true },
        { key: 'frame_cost_museum_quality', value: 650 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    try {
      expect(await site()).toEqual({
        name: 'Ana Ruiz',
        social_url: null,
        contact_email: 'studio@anaruiz.art',
        framing_enabled: false,
        offers_enabled: true,
        frame_costs: { simple_black: 200, simple_white: 200, museum_quality: 650 },
      });
    } finally {
      await t.admin('PUT', '/api/v1/admin/settings/batch', {
        settings: saved.map(({ key, value }) => ({ key, value })),
      });
    }
    expect((await site()).name).toBe('Elena Marsh');
  });

  it('reads only public settings, none of them secret', () => {
    for (const key of SITE_SETTING_KEYS) {
      expect(SETTINGS[key].isPublic).toBe(true);
      expect('secret' in SETTINGS[key]).toBe(false);
    }
  });

  it('reads several values in one query, typed by key, a missing row giving its default', async () => {
    const values = await getValues(t.app.db, ['checkout_hold_minutes', 'orders_enabled']);
    expectTypeOf(values).toEqualTypeOf<{
      checkout_hold_minutes: number;
      orders_enabled: boolean;
    }>();
    expect(values).toEqual({ checkout_hold_minutes: 30, orders_enabled: true });
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from settings where key = 'checkout_hold_minutes'`);
        expect(await getValues(tx, ['checkout_hold_minutes'])).toEqual({
          checkout_hold_minutes: 30,
        });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
  });
});

describe('admin settings', () => {
  it('requires a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/settings' })).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/v1/admin/settings/site_name',
          payload: { value: 'X' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/v1/admin/settings/batch',
          payload: { settings: [] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists by category', async () => {
    const res = await t.admin('GET', '/api/v1/admin/settings?category=framing');
    expect(res.statusCode).toBe(200);
    const keys = res.json().data.map((s: { key: string }) => s.key);
    expect(keys).toEqual([
      'frame_cost_museum_quality',
      'frame_cost_simple_black',
      'frame_cost_simple_white',
      'framing_enabled',
    ]);
  });

  it('updates one value and the public frame costs follow', async () => {
    const res = await t.admin('PUT', '/api/v1/admin/settings/frame_cost_museum_quality', {
      value: 650,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'frame_cost_museum_quality', value: 650 });
    const costs = await t.inject({ method: 'GET', url: '/api/v1/settings/frame-costs' });
    expect(costs.json().data.museum_quality).toBe(650);
  });

  it('rejects a value of the wrong type with a message naming the key', async () => {
    const res = await t.admin('PUT', '/api/v1/admin/settings/framing_enabled', { value: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^framing_enabled: /);
  });

  it('batch updates all or nothing', async () => {
    const bad = await t.admin('PUT', '/api/v1/admin/settings/batch', {
      settings: [
        { key: 'site_name', value: 'Changed' },
        { key: 'frame_cost_simple_black', value: -5 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const name = await t.inject({ method: 'GET', url: '/api/v1/settings/site_name' });
    expect(name.json().data.value).toBe('Elena Marsh');

    const unknown = await t.admin('PUT', '/api/v1/admin/settings/batch', {
      settings: [{ key: 'nope', value: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('nope: unknown setting');

    const ok = await t.admin('PUT', '/api/v1/admin/settings/batch', {
      settings: [
        { key: 'site_name', value: 'Studio Marsh' },
        { key: 'framing_enabled', value: false },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/settings/framing_enabled' })).json().data
        .value,
    ).toBe(false);
  });

  it('stores the preview password hashed and never returns it', async () => {
    const res = await t.admin('PUT', '/api/v1/admin/settings/preview_password', {
      value: 'letmein',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.value).toBe(true);
    const list = await t.admin('GET', '/api/v1/admin/settings?category=preview');
    expect(JSON.stringify(list.json())).not.toContain('letmein');
    expect(list.json().data[0]).toMatchObject({ key: 'preview_password', value: true });
  });
});

describe('setting definitions', () => {
  it.each(Object.keys(SETTINGS) as SettingKey[])(
    '%s validates with the input rules (text(), bounded numbers)',
    (key) => {
      expect(inputProblems(SETTINGS[key].schema)).toEqual([]);
    },
  );

  it('types each value by its key, and refuses an unknown key at typecheck', async () => {
    // The type assertions are checked by `npm run typecheck`; the values by this run.
    const holdMinutes = await getValue(t.app.db, 'checkout_hold_minutes');
    expectTypeOf(holdMinutes).toEqualTypeOf<number>();
    expect(holdMinutes).toBe(30);
    expectTypeOf(await getValue(t.app.db, 'site_name')).toEqualTypeOf<string>();
    expectTypeOf(await getValue(t.app.db, 'orders_enabled')).toEqualTypeOf<boolean>();
    expectTypeOf(await getValue(t.app.db, 'preview_password')).toEqualTypeOf<string | null>();
    // Never called: a mistyped key must fail typecheck (the directive fails if it does not).
    const _mistyped = () =>
      // @ts-expect-error 'checkout_max_held_work' is not a setting
      getValue(t.app.db, 'checkout_max_held_work');
  });
});
