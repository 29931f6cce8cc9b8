import { normalizeEmail } from '@shop/contracts';

/** Spec §9: a text field holds at most 40 characters unless it names a smaller maximum. */
export const FIELD_MAX_LENGTH = 40;

/** Spec §5 error codes of the shared text input. */
export type FieldError = 'required' | 'incorrect' | 'too_long';

export type TextInputType = 'text' | 'email' | 'tel' | 'number';

export interface FieldRules {
  type?: TextInputType;
  /** Default true. */
  required?: boolean;
  /** Minimum length; default 0. */
  min?: number;
  /** Maximum length; default FIELD_MAX_LENGTH (40). */
  maxLength?: number;
}

/** The API's own rule (normalizeEmail): one @, no spaces, a dot in the domain. */
export function isEmail(value: string): boolean {
  return normalizeEmail(value) !== null;
}

/**
 * Spec §5, in this order: empty or shorter than the minimum → 'required' (an optional field may
 * stay empty); longer than the maximum → 'too_long' (so a 41-character e-mail is too_long, not
 * incorrect); an e-mail that does not match the address pattern → 'incorrect'. Null when valid.
 */
export function validateField(value: string, rules: FieldRules = {}): FieldError | null {
  const { type = 'text', required = true, min = 0, maxLength = FIELD_MAX_LENGTH } = rules;
  const text = value.trim();
  if (text === '') return required ? 'required' : null;
  if (text.length < min) return 'required';
  if (text.length > maxLength) return 'too_long';
  if (type === 'email' && !isEmail(text)) return 'incorrect';
  return null;
}
