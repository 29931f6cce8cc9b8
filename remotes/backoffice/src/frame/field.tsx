import { useId, type InputHTMLAttributes } from 'react';
import { fieldClasses } from '@shop/ui';
import styles from './frame.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  name: string;
  label: string;
  /** The refusal to show under the field (translated), or none. */
  error?: string | null;
  /** What to type, under the label (a format, an example). */
  hint?: string;
}

/**
 * A labelled input of a back-office form, in the shop's field style, with its refusal under it:
 * its description for a screen reader, not a part of its name.
 */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>{label}</label>
      {hint && <span id={`${id}-hint`} className={styles.hint}>{hint}</span>}
      <input
        {...input}
        id={id}
        className={`${fieldClasses.input} ${error ? fieldClasses.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && <span id={`${id}-error`} className={fieldClasses.error}>{error}</span>}
    </div>
  );
}
