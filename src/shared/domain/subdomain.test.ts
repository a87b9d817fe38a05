import { describe, expect, it } from 'vitest';
import { pickFreeSubdomain, toSubdomainBase } from './subdomain';

describe('toSubdomainBase', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(toSubdomainBase('Acme Consulting AB')).toBe('acme-consulting-ab');
  });
  it('drops accents and punctuation', () => {
    expect(toSubdomainBase('Åkerlund & Rausing!')).toBe('akerlund-rausing');
  });
  it('pads names too short to stand alone', () => {
    expect(toSubdomainBase('X')).toBe('org-x');
    expect(toSubdomainBase('!!')).toBe('org');
  });
  it('keeps clear of reserved names', () => {
    expect(toSubdomainBase('Admin')).toBe('admin-org');
  });
  it('caps the length at 40 without a trailing hyphen', () => {
    const base = toSubdomainBase(`${'a'.repeat(39)} bcd`);
    expect(base).toBe('a'.repeat(39));
  });
});

describe('pickFreeSubdomain', () => {
  it('numbers a taken name from 2', () => {
    expect(pickFreeSubdomain('acme', new Set())).toBe('acme');
    expect(pickFreeSubdomain('acme', new Set(['acme', 'acme-2']))).toBe('acme-3');
  });
});
