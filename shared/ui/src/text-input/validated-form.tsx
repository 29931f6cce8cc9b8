import { createContext, useContext, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import type { FieldError } from './validate-field';

/** What a mounted TextInput hands its form. */
export interface RegisteredField {
  name: string;
  /** Checks the current value, shows or clears the field's message, and returns the error. */
  validate(): FieldError | null;
  value(): string;
  element(): HTMLInputElement | null;
}

export interface FormValidation {
  /**
   * Validates the fields rendered now (spec §5: required fields are checked only if on the page),
   * shows their errors and focuses the first invalid one. True when all pass.
   */
  validate(): boolean;
  /** name → value of the fields rendered now. */
  values(): Record<string, string>;
}

interface FieldRegistry extends FormValidation {
  register(field: RegisteredField): () => void;
}

function inDocumentOrder(a: RegisteredField, b: RegisteredField): number {
  const x = a.element();
  const y = b.element();
  if (!x || !y) return 0;
  return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

function createFieldRegistry(): FieldRegistry {
  // Fields add themselves on mount and leave on unmount, so this is always "the fields on the page".
  const fields = new Set<RegisteredField>();
  const sorted = () => [...fields].sort(inDocumentOrder);
  return {
    register(field) {
      fields.add(field);
      return () => {
        fields.delete(field);
      };
    },
    validate() {
      // Every field shows its error, not only the first.
      const invalid = sorted().filter((field) => field.validate() !== null);
      invalid[0]?.element()?.focus();
      return invalid.length === 0;
    },
    values() {
      return Object.fromEntries(sorted().map((field) => [field.name, field.value()]));
    },
  };
}

const FormContext = createContext<FieldRegistry | null>(null);

/** For TextInput: the form it belongs to, if any. */
export function useFieldRegistry(): FieldRegistry | null {
  return useContext(FormContext);
}

/** The enclosing ValidatedForm's validation (e.g. for a "next step" button that is not a submit). */
export function useFormValidation(): FormValidation | null {
  return useContext(FormContext);
}

export interface ValidatedFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Called on submit only when every field on the page passed, with their values by name. */
  onValidSubmit: (values: Record<string, string>, event: FormEvent<HTMLFormElement>) => void;
}

/** A <form> whose TextInputs validate themselves on submit; the browser's own bubbles are off. */
export function ValidatedForm({ onValidSubmit, children, ...rest }: ValidatedFormProps) {
  const [registry] = useState(createFieldRegistry);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registry.validate()) onValidSubmit(registry.values(), event);
  };
  return (
    <FormContext.Provider value={registry}>
      <form {...rest} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </FormContext.Provider>
  );
}
