import { useEffect, useState } from 'react';

// libphonenumber-js (about 10 KB brotli, in @shop/contracts' contact.ts) is the largest piece of
// this remote, and the login offer is on a guest's first visit to /account: the rules are fetched
// once a phone is typed or a stored one is shown that is not Russian, not with the page. Until
// then a Russian number is shown by the spec's mask (formatRussianPhone), anything else as typed.

type PhoneRules = typeof import('./phone-rules-chunk');

let fetched: PhoneRules | undefined;
let fetching: Promise<PhoneRules> | undefined;

/** The rules, fetched the first time they are asked for (again after a failed fetch). */
export function loadPhoneRules(): Promise<PhoneRules> {
  fetching ??= import('./phone-rules-chunk').then(
    (rules) => (fetched = rules),
    (error: unknown) => {
      fetching = undefined;
      throw error;
    },
  );
  return fetching;
}

/**
 * The rules once they are here, undefined before; `wanted` starts their fetch. A fetch that fails
 * leaves them undefined: the server checks every number anyway.
 */
export function usePhoneRules(wanted: boolean): PhoneRules | undefined {
  const [rules, setRules] = useState(fetched);
  useEffect(() => {
    if (wanted && !rules) loadPhoneRules().then(setRules, () => undefined);
  }, [wanted, rules]);
  return rules;
}

/**
 * Whether `value` is a phone number by the API's own rule (normalizePhone), so a typo is pointed
 * out before a code is asked for. True when the rules cannot be fetched: the server then says it.
 */
export async function isPhoneNumber(value: string): Promise<boolean> {
  const rules = await loadPhoneRules().catch(() => undefined);
  return !rules || rules.normalizePhone(value) !== null;
}
