import { readCookie } from './cookies';

it('reads one cookie, decoded, and nothing else', () => {
  const cookies = 'sid=abc; XSRF-TOKEN=a%2Bb; other=1';
  expect(readCookie('XSRF-TOKEN', cookies)).toBe('a+b');
  expect(readCookie('other', cookies)).toBe('1');
  expect(readCookie('missing', cookies)).toBeUndefined();
  expect(readCookie('XSRF-TOKEN', '')).toBeUndefined();
});
