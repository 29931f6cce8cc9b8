import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { formatRussianPhone } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { useFieldRegistry } from './validated-form';
import { FIELD_MAX_LENGTH, validateField, type FieldError, type TextInputType } from './validate-field';
import styles from './text-input.module.css';

/** Spec §9 key codes (plus the arrows), for browsers that report only keyCode. */
export const KEY_CODES = { backspace: 8, tab: 9, enter: 13, up: 38, down: 40, delete: 46 } as const;

export interface TextInputProps {
  /** The field's name: its key in the form's values and the target of another field's `next`. */
  name: string;
  label: string;
  /** Default true: an empty (or shorter than `min`) value is the 'required' error. */
  required?: boolean;
  placeholder?: string;
  /** Default 'text'. 'number' renders a numeric text input; 'tel' shows Russian numbers as +7 (xxx) xxx-xxxx. */
  type?: TextInputType;
  /**
   * How the value shows while the field is not being edited; a 'tel' field's default is the
   * Russian +7 (xxx) xxx-xxxx (formatRussianPhone). Remotes pass formatPhone (@shop/contracts),
   * which knows the other countries' numbers too: libphonenumber-js stays out of the shell's main.js.
   * A shell released before this prop shows those numbers as typed.
   */
  format?: (value: string) => string;
  /** Minimum length, default 0. */
  min?: number;
  /**
   * Maximum length. When given, typing stops there (backspace, delete and tab still work) and
   * reaching it fires onFilled and moves to `next`. Without it the value may run over and is
   * then the 'too_long' error past 40 characters.
   */
  maxLength?: number;
  /** Backspace or delete in the empty field moves focus to the previous field. */
  allowBack?: boolean;
  /** Name of the field that Tab (and reaching maxLength) moves focus to. */
  next?: string;
  /** Controlled value; without it the field keeps its own, starting at defaultValue. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The value reached maxLength. */
  onFilled?: (value: string) => void;
  onEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onArrowUp?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onArrowDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Texts replacing the standard ones per error code (e.g. the footer's own 'incorrect' text). */
  messages?: Partial<Record<FieldError, string>>;
  /** The owner's messages (e.g. a server answer) shown under the field. */
  error?: string | null;
  success?: string | null;
  /** Editing clears messages: the field's own error here, the owner's error and success through this. */
  onClearMessages?: () => void;
  autoComplete?: string;
  disabled?: boolean;
  className?: string;
}

const is = (event: KeyboardEvent, key: string, code: number) => event.key === key || event.keyCode === code;

function isTyping(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

function scopeOf(input: HTMLInputElement): ParentNode {
  return input.form ?? input.ownerDocument;
}

function fieldNamed(input: HTMLInputElement, name: string): HTMLElement | undefined {
  return Array.from(scopeOf(input).querySelectorAll<HTMLElement>('[name]')).find((el) => el.getAttribute('name') === name);
}

function previousField(input: HTMLInputElement): HTMLInputElement | undefined {
  const inputs = Array.from(scopeOf(input).querySelectorAll<HTMLInputElement>('input:not([type="hidden"]):not(:disabled)'));
  const index = inputs.indexOf(input);
  return index > 0 ? inputs[index - 1] : undefined;
}

function focusField(target: HTMLElement | undefined): boolean {
  if (!target) return false;
  target.focus();
  return true;
}

/** Spec §4/§5 shared text input: a labelled field with its own validation and keyboard rules. */
export function TextInput({
  name,
  label,
  required = true,
  placeholder,
  type = 'text',
  format = type === 'tel' ? formatRussianPhone : undefined,
  min = 0,
  maxLength,
  allowBack = false,
  next,
  value: controlled,
  defaultValue = '',
  onChange,
  onFilled,
  onEnter,
  onArrowUp,
  onArrowDown,
  messages,
  error: ownerError,
  success,
  onClearMessages,
  autoComplete,
  disabled,
  className,
}: TextInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const value = controlled ?? own;
  const limit = maxLength ?? FIELD_MAX_LENGTH;
  // The form reads the value as typed: a tel field shows its number formatted, but that text
  // (17 characters) is not the value and must not meet maxLength or the length checks.
  const currentValue = useRef(value);
  useLayoutEffect(() => {
    currentValue.current = value;
  });

  const registry = useFieldRegistry();
  useEffect(() => {
    if (!registry) return undefined;
    return registry.register({
      name,
      value: () => currentValue.current,
      element: () => input.current,
      validate: () => {
        const found = validateField(currentValue.current, { type, required, min, maxLength: limit });
        setFieldError(found);
        return found;
      },
    });
  }, [registry, name, type, required, min, limit]);

  const commit = (text: string) => {
    if (controlled === undefined) setOwn(text);
    onChange?.(text);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    let text = event.target.value;
    if (type === 'number') text = text.replace(/\D/g, '');
    if (maxLength !== undefined) text = text.slice(0, maxLength);
    // Spec §4: editing clears the error and success messages.
    setFieldError(null);
    if (ownerError || success) onClearMessages?.();
    commit(text);
    if (maxLength !== undefined && text.length === maxLength && value.length < maxLength) {
      onFilled?.(text);
      if (next && input.current) focusField(fieldNamed(input.current, next));
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const deleting = is(event, 'Backspace', KEY_CODES.backspace) || is(event, 'Delete', KEY_CODES.delete);
    if (deleting) {
      if (allowBack && field.value === '' && focusField(previousField(field))) event.preventDefault();
      return;
    }
    if (is(event, 'Tab', KEY_CODES.tab)) {
      if (next && !event.shiftKey && focusField(fieldNamed(field, next))) event.preventDefault();
      return;
    }
    if (is(event, 'Enter', KEY_CODES.enter)) return onEnter?.(event);
    if (is(event, 'ArrowUp', KEY_CODES.up)) return onArrowUp?.(event);
    if (is(event, 'ArrowDown', KEY_CODES.down)) return onArrowDown?.(event);
    // Spec §4: at max length typing is blocked (typing over a selection still replaces it).
    const full = maxLength !== undefined && field.value.length >= maxLength;
    if (full && isTyping(event) && field.selectionStart === field.selectionEnd) event.preventDefault();
  };

  const errorText = fieldError
    ? (messages?.[fieldError] ?? t(`field.${fieldError}`, { count: limit }))
    : (ownerError ?? null);
  const successText = errorText ? null : (success ?? null);
  const shown = format && !focused ? format(value) : value;
  const numeric = type === 'number';

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        className={errorText ? `${styles.input} ${styles.invalid}` : styles.input}
        type={numeric ? 'text' : type}
        inputMode={numeric ? 'numeric' : undefined}
        pattern={numeric ? '[0-9]*' : undefined}
        value={shown}
        placeholder={placeholder}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-required={required}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText || successText ? messageId : undefined}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {errorText && (
        <p id={messageId} role="alert" className={styles.error}>
          {errorText}
        </p>
      )}
      {/* A live region from the start, so a success note that appears later is announced. */}
      <div role="status" className={styles.status}>
        {successText && (
          <p id={messageId} className={styles.success}>
            {successText}
          </p>
        )}
      </div>
    </div>
  );
}
