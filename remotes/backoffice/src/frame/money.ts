/** Money as staff type it: major units with at most two decimals ("45.99", "45,99", "1 990"). */
const MONEY = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** "45.99" → 4599; undefined for what is not an amount. */
export function minorOf(text: string): number | undefined {
  const clean = text.replace(/\s/g, '');
  return MONEY.test(clean) ? Math.round(Number(clean.replace(',', '.')) * 100) : undefined;
}

/** 4599 → "45.99", 4500 → "45": the form's text of an amount. */
export const majorOf = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));
