import fc from 'fast-check';

// Input no form would send. Each value is a way some server has been broken; the arbitraries mix
// them with fast-check's own generated text so shrinking leads to the smallest breaking input.

/** Text that is valid JSON but hostile to a database, a template or a parser. */
export const HOSTILE_TEXTS = [
  '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDC00\uD800', '\uFEFF', '\u202Eevil', '𝕳𝖊𝖑𝖑𝖔', '👩‍👩‍👧‍👦', 'ქართული',
  '', ' ', '\t\r\n', '../../etc/passwd', '%00', '%', "' OR 1=1 --", '"; DROP TABLE products; --', '\\', '${7*7}',
  '<script>alert(1)</script>', '__proto__', 'constructor', 'prototype', 'toString', 'NaN', 'null', '[]', '{}',
];

/**
 * Text harmless as it stands that holds a breaker once a route decodes it again: percent-escaped
 * (a URL path carried in a query or a body; `%2500` on the wire is `%00` after the query's own
 * decoding), JSON-escaped (a file to import), base64. The input guard sees only the outer text, so
 * whatever a route decodes itself it must check itself.
 */
export const ENCODED_BREAKERS = ['%00', '/a%00b', '%2500', '%ED%A0%80', '%C0%80', '"\\u0000"', '[{"sku":"\\u0000"}]', '{"a":"\\ud800"}', 'AA=='];

/** What the fuzz suite puts in every text a correct request carries, one at a time: a NUL byte once percent-decoded. */
export const ESCAPED_NUL = '%00';

/** Numbers as a URL writes them: not finite, not exact, not decimal, or only equal to a number by accident. */
export const HOSTILE_NUMBER_TEXTS = [
  '1e309', '-1e309', '-0', '0', '-1', '9007199254740993', '9007199254740992', '2147483648', '99999999999999999999',
  '1.5', '0x10', '0b1', '1_000', ' 5', '5 ', '+5', '١٢', 'NaN', 'Infinity', '', '00', '1e3', '.5',
];

/** Lone surrogates written as UTF-8 bytes would be (WTF-8): what a URL carries for invalid Unicode. */
function surrogateEscape(codeUnit: number): string {
  const bytes = [0xe0 | (codeUnit >> 12), 0x80 | ((codeUnit >> 6) & 0x3f), 0x80 | (codeUnit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** encodeURIComponent that does not throw: lone surrogates become their (invalid) UTF-8 escapes. */
export function encodeLoosely(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    encoded += code >= 0xd800 && code <= 0xdfff ? surrogateEscape(code) : encodeURIComponent(char);
  }
  return encoded;
}

/** Raw path segments: invalid or overlong UTF-8, truncated escapes, dot segments, encoded slashes. */
export const HOSTILE_SEGMENTS = [
  '%00', '%ED%A0%80', '%ED%BF%BF', '%C0%AF', '%C0%80', '%FF', '%FE%FF', '%E0%A4%A', '%', '%%', '%G0', '%2F', '%2e%2e', '..', '.',
  '%F0%9F%98%80', '%EF%BB%BF', ';', '%3B', '%3F', '%23', 'a'.repeat(5000), '%25%30%30',
];

/** Whole query strings (after the `?`) a form never builds. */
export const HOSTILE_QUERIES = [
  '', '&&&', '=', '=&=', 'path', 'path=', 'path=%00', 'path[]=a', 'path[a]=b', '__proto__=1', '__proto__[x]=1',
  'constructor[prototype][x]=1', 'path=a&path=b', '%ZZ=1', 'path=%E0%A4%A', 'path=%ED%A0%80', `path=${'a'.repeat(20000)}`,
  'page=1e309', 'page=-0', 'page=9007199254740993', 'a=1;b=2', 'path=%2F..%2F..',
];

/** Body texts that are not JSON, or JSON a parser chokes on. */
export const MALFORMED_JSON = [
  '', '{', '{"a":}', '[1,]', "{'a':1}", 'NaN', '{"a":NaN}', '\uFEFF{}', '{"a":1}{"b":2}', '{"a":"x', 'nul', 'undefined',
  '{"a":1,"a":2}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '"\\ud800"',
  '{"a":"\\u0000"}', '1e309', '-0', '{"a":9007199254740993}', '[' .repeat(100_000) + ']'.repeat(100_000),
  `[${'1,'.repeat(150_000)}1]`, `"${'x'.repeat(2_000_000)}"`,
];

/** Raw body bytes that are not UTF-8. */
export const INVALID_UTF8_BODIES = [
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
];

export const HOSTILE_CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16',
  'application/JSON', '*/*', 'application/json, text/plain', 'application/json; charset=', ';', 'application/xml',
];

/** Header values an HTTP parser accepts (tab, visible ASCII, Latin-1) but a server may not expect. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'xx', 'RU-RU', ' en-gb ', 'ru-ru, en-gb', '*', 'a'.repeat(8000), '\t', 'ÿþ', '%00', '=;=;', '()<>@,;:\\"/[]?={}'),
  fc.stringMatching(/^[\t\x20-\x7e\x80-\xff]{0,40}$/),
);

/** Cookie headers a browser never sends: forged, unsigned, truncated or oversized session cookies. */
export const hostileCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('sid=garbage', 'sid=s:abc.def', 'sid=', `sid=${'a'.repeat(4000)}`, 'XSRF-TOKEN=%00', 'sid=%ZZ', ';;;', '=', 'sid=a; sid=b'),
  hostileHeaderValue.map((value) => `sid=${value}`),
);

/** A hostile text: a known breaker, or generated text in any Unicode (lone surrogates included). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(...ENCODED_BREAKERS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD800', '\uDFFF')).map(([text, bad]) => text + bad),
);

/** A raw path segment: a known breaker, a hostile number, or hostile text escaped as a browser would not. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_SEGMENTS),
  fc.constantFrom(...HOSTILE_NUMBER_TEXTS).map(encodeLoosely),
  hostileText.map(encodeLoosely),
);
