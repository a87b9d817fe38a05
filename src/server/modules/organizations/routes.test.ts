import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('organization settings', () => {
  it('saves the details and completes setup', async () => {
    const { cookie } = await signedInAdmin(t.app);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organization',
      headers: { cookie },
      payload: {
        name: 'Renamed AB',
        orgType: 'Consulting',
        locationCountry: 'Sweden',
        numEmployees: 12,
        revenueCurrency: 'SEK',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Renamed AB',
      orgType: 'Consulting',
      numEmployees: 12,
      revenueCurrency: 'SEK',
      setupCompleted: false,
    });

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organization/complete-setup',
      headers: { cookie },
    });
    expect(done.json().setupCompleted).toBe(true);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    ).json();
    expect(me.organization).toMatchObject({ name: 'Renamed AB', setupCompleted: true });
  });

  it('refuses a missing country and a fractional head count', async () => {
    const { cookie } = await signedInAdmin(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organization',
      headers: { cookie },
      payload: { name: 'Fine Name', locationCountry: '', numEmployees: 2.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'locationCountry', message: 'Country is required' },
        { path: 'numEmployees', message: 'Must be a whole number' },
      ]),
    );
  });

  it('lets members read but not change it', async () => {
    const admin = await signedInAdmin(t.app);
    const member = await signedInMember(t.app, admin.cookie, 'management');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/organization',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organization',
      headers: { cookie: member.cookie },
      payload: { name: 'Hijack', locationCountry: 'Sweden' },
    });
    expect(change.statusCode).toBe(403);
  });
});
