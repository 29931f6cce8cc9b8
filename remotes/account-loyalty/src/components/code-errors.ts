import type { AuthType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../i18n/codes';

/** A refused send-code or verify-code: its code, and daily_limit's limit when the server named it. */
export interface CodeRefusal {
  error: string;
  attempts?: number;
}

/** Not a server code: a code was asked for while the captcha the server wants is unsolved. */
export const CAPTCHA_UNSOLVED = 'captcha_unsolved';

/** Codes whose words are the same for a phone and an e-mail address. */
const PLAIN = new Set([
  'error_attempts',
  'error_approved',
  'wrong_captcha',
  'method_not_found',
  'invalid_phone',
  'invalid_email',
  'invalid_code',
  'max_attempts',
  'not_logged_in',
]);
/** Codes that name what the code went to: "this phone number" or "this e-mail address". */
const BY_TYPE = new Set(['error_login', 'identifier_taken']);
/** Failures of the call itself, said the same on every page of this remote. */
const GENERAL = new Set(['too_many_requests', 'request_failed']);

/**
 * The translated words for every spec §8 login and account verification error of the code steps:
 * daily_limit with its number, error_login and identifier_taken worded for a phone or an e-mail
 * address, the 429 "wait and retry", an unsolved captcha, and a general "try again" for anything else.
 */
export function useCodeErrorText(type: AuthType): (refusal: CodeRefusal) => string {
  const { t } = useTranslation(NS);
  return ({ error, attempts }) => {
    if (error === 'daily_limit') {
      return attempts === undefined ? t('code.errors.daily_limit') : t(`code.errors.daily_limit_${type}`, { count: attempts });
    }
    if (error === CAPTCHA_UNSOLVED) return t('code.captcha.required');
    if (PLAIN.has(error)) return t(`code.errors.${error}`);
    if (BY_TYPE.has(error)) return t(`code.errors.${error}_${type}`);
    if (GENERAL.has(error)) return t(`errors.${error}`);
    return t('errors.general');
  };
}
