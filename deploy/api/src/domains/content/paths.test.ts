/** @jest-environment node */
import { normalizePath } from './paths';

describe('normalizePath', () => {
  it.each([
    ['/', ''],
    ['', ''],
    ['/delivery', 'delivery'],
    ['delivery/', 'delivery'],
    ['//Delivery//', 'delivery'],
    ['/a//b/', 'a/b'],
    ['/delivery?utm_source=x#top', 'delivery'],
    ['/%D0%BE%D0%BF%D0%BB%D0%B0%D1%82%D0%B0', 'оплата'],
    ['/bad%E0%A4%A', 'bad%e0%a4%a'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input, 'querystring/path')).toBe(expected);
  });

  it.each(['/%00', '/a%00b', '%2F%00'])('refuses %j, a NUL byte once decoded, naming the field', (input) => {
    expect(() => normalizePath(input, 'body/url_path')).toThrow(expect.objectContaining({ code: 'validation', message: 'body/url_path contains a NUL byte or invalid Unicode once decoded' }));
  });
});
