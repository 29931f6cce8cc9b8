/**
 * Spec §5: a Russian 10-digit phone displays as `+7 (xxx) xxx-xxxx`. Accepts the ten digits with
 * the usual punctuation, or eleven after the country code (+7, 7) or the trunk prefix 8. Anything
 * else (letters, another country's +code, a short number) comes back unchanged, and formatting
 * twice gives the same text.
 *
 * Apart from contact.ts, and without libphonenumber-js, because the shell's main.js carries it: it
 * is the text field's own display of a 'tel' value (@shop/ui). formatPhone uses it for +7 numbers.
 */
export function formatRussianPhone(raw: string): string {
  const text = raw.trim();
  if (/[^\d\s()+\-.]/.test(text)) return raw;
  const digits = text.replace(/\D/g, '');
  let national: string | undefined;
  if (text.startsWith('+')) {
    if (digits.length === 11 && digits.startsWith('7')) national = digits.slice(1);
  } else if (digits.length === 10) {
    national = digits;
  } else if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) {
    national = digits.slice(1);
  }
  if (national === undefined) return raw;
  return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
