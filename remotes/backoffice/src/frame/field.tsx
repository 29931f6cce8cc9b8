import { useId, type InputHTMLAttributes } from 'react';
import { fieldClasses } from '@shop/ui';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  name: string;
  label: string;
  /** The refusal to show under the field (translated), or none. */
  error?: string | null;
}

/**
 * A labelled input of a back-office form, in the shop's field style, with its refusal under it:
 * its description for a screen reader, not a part of its name.
 */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>{label}</label>
      <input
        {...input}
        id={id}
        className={`${fieldClasses.input} ${error ? fieldClasses.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <span id={`${id}-error`} className={fieldClasses.error}>{error}</span>}
    </div>
  );
}
