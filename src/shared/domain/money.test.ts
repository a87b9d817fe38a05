import { describe, expect, it } from 'vitest';
import { amountOf, decimalPlaces, fromCents, toCents } from './money';

describe('toCents', () => {
  it('reads numbers and decimal text exactly', () => {
    expect(toCents(416.63)).toBe(41663);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(999_999_999.99)).toBe(99_999_999_999);
    expect(toCents('416.63')).toBe(41663);
    expect(toCents('0.00')).toBe(0);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('-3.07')).toBe(-307);
  });
  it('refuses text that is not an amount of cents', () => {
    expect(() => toCents('1.005')).toThrow();
    expect(() => toCents('ten')).toThrow();
  });
});

describe('fromCents and amountOf', () => {
  it('give numbers with exactly the two decimals of the cents', () => {
    expect(fromCents(41663)).toBe(416.63);
    expect(fromCents(30)).toBe(0.3);
    expect(amountOf('1234567.89')).toBe(1234567.89);
    expect(amountOf('0.00')).toBe(0);
  });
});

describe('decimalPlaces', () => {
  it('counts the decimals a number was written with', () => {
    expect(decimalPlaces(12)).toBe(0);
    expect(decimalPlaces(12.5)).toBe(1);
    expect(decimalPlaces(33.33)).toBe(2);
    expect(decimalPlaces(0.005)).toBe(3);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1e21)).toBe(0);
  });
});
