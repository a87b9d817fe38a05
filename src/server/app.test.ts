import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newSignUp, signUp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP surface', () => {
  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes OpenAPI 3.1 with the v1 routes and a docs page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v1/me', '/api/health']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });

  it('answers an unknown API route with problem+json', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('refuses malformed JSON with a 400 problem, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });

  it('sends security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a page for any app route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/customers' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('shows held mail on the development mailbox', async () => {
    const input = newSignUp();
    await signUp(t.app, input);
    const mail = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json() as {
      to: string;
      subject: string;
    }[];
    expect(mail.find((m) => m.to === input.email)?.subject).toBe(
      `Welcome to Stint, ${input.fullName}`,
    );
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(`Welcome to Stint, ${input.fullName}`);
  });

  it('exposes Prometheus metrics', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.body).toContain('stint_http_request_duration_seconds');
  });
});
