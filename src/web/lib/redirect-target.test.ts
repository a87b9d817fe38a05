import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectTarget('/dashboard/projects/1?tab=risks#top')).toBe(
      '/dashboard/projects/1?tab=risks#top',
    );
  });

  it('refuses other origins and empty values', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectTarget(value)).toBeNull();
    }
  });

  it('refuses the auth screens themselves', () => {
    expect(safeRedirectTarget('/login?redirect=/x')).toBeNull();
    expect(safeRedirectTarget('/reset-password')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the original location', () => {
    const path = loginPathFor({ pathname: '/dashboard/customers', search: '?q=a', hash: '' });
    expect(new URL(path, 'http://x').searchParams.get('redirect')).toBe('/dashboard/customers?q=a');
  });
});
