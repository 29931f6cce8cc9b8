// A day as staff pick it (an <input type="date">) and the moments the admin API keeps, in UTC as its
// days are: a code runs from the start of its first day through the end of its last.

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** '2027-06-01' → the start of that day; undefined for no day. */
export const startOfDay = (day: string): string | undefined => (DAY.test(day) ? `${day}T00:00:00.000Z` : undefined);

/** '2027-06-01' → the start of the next day: a code that ends on the 1st runs through it. */
export const endOfDay = (day: string): string | undefined => (DAY.test(day) ? new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString() : undefined);

/** A start back to its day. */
export const dayOfStart = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** An end back to the last day it covers. */
export const dayOfEnd = (iso: string | null): string => (iso ? new Date(Date.parse(iso) - 1).toISOString().slice(0, 10) : '');
