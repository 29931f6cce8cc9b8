import { act, renderHook } from '@testing-library/react';
import { initI18n } from '@shop/i18n';
import { formatNumber, usePointsText } from './format-points';

it('groups digits with no-break spaces from four digits on', () => {
  expect(formatNumber(0)).toBe('0');
  expect(formatNumber(950)).toBe('950');
  expect(formatNumber(1250)).toBe('1\u00a0250');
  expect(formatNumber(-1234567)).toBe('-1\u00a0234\u00a0567');
});

it('says points in the plural form of their number', () => {
  act(() => initI18n({ language: 'ru-ru' }));
  const { result, rerender } = renderHook(() => usePointsText());
  expect([1, 3, 5, 21, 1250].map((n) => result.current(n))).toEqual(['1 балл', '3 балла', '5 баллов', '21 балл', '1\u00a0250 баллов']);
  act(() => initI18n({ language: 'en-gb' }));
  rerender();
  expect([1, 2].map((n) => result.current(n))).toEqual(['1 point', '2 points']);
});
