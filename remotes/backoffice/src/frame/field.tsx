import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
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
  const { id, aria } = useFieldIds(hint, error);
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>{label}</label>
      <Hint id={id} hint={hint} />
      <input {...input} {...aria} id={id} className={`${fieldClasses.input} ${error ? fieldClasses.invalid : ''}`} />
      <Refusal id={id} error={error} />
    </div>
  );
}

/** The label, hint and refusal's ids of one field, and its input's aria attributes. */
function useFieldIds(hint: string | undefined, error: string | null | undefined) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const };
}

/** A field's hint, under its label. */
const Hint = ({ id, hint }: { id: string; hint?: string }) => (hint ? <span id={`${id}-hint`} className={styles.hint}>{hint}</span> : null);
/** A field's refusal, under its input. */
const Refusal = ({ id, error }: { id: string; error?: string | null }) => (error ? <span id={`${id}-error`} className={fieldClasses.error}>{error}</span> : null);

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled text area (a description), its hint and refusal under it. */
export function TextAreaField({ label, error, hint, ...area }: TextAreaFieldProps) {
  const { id, aria } = useFieldIds(hint, error);
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>{label}</label>
      <Hint id={id} hint={hint} />
      <textarea {...area} {...aria} id={id} className={`${fieldClasses.input} ${error ? fieldClasses.invalid : ''}`} />
      <Refusal id={id} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** The choices: value and text. */
  options: ReadonlyArray<{ value: string | number; label: string }>;
}

/** A labelled select, its hint and refusal under it. */
export function SelectField({ label, error, hint, options, ...select }: SelectFieldProps) {
  const { id, aria } = useFieldIds(hint, error);
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>{label}</label>
      <Hint id={id} hint={hint} />
      <select {...select} {...aria} id={id} className={`${fieldClasses.input} ${error ? fieldClasses.invalid : ''}`}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <Refusal id={id} error={error} />
    </div>
  );
}
