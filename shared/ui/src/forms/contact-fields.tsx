import { TextInput } from '@shop/ui';

type ContactField = 'firstname' | 'lastname' | 'telephone' | 'email';
type FieldRefusal = 'invalid_phone' | 'invalid_email';

export interface ContactFieldsProps {
  /** The labels, in the owner's words (each remote translates its own). */
  labels: Record<ContactField, string>;
  /** What the fields start with (a saved step, a logged-in customer); read once, as defaultValue is. */
  initial?: Partial<Record<ContactField, string>> | null;
  /** The API's refusal of the contact, if any: invalid_phone shows under the phone, invalid_email under the e-mail, until edited. */
  refusal?: string | null;
  refusalText?(error: FieldRefusal): string;
  onClearRefusal?(): void;
  /** Lays out each pair of fields (names, then phone and e-mail). */
  pairClassName?: string;
  /**
   * How the phone shows while it is not being edited: formatPhone from @shop/contracts. Handed in,
   * not imported: the pages of a remote that use other pieces of @shop/ui/forms share this module
   * with its forms, and would each load libphonenumber-js with it.
   */
  formatPhone?(value: string): string;
}

/**
 * A person's contact inside a ValidatedForm (the checkout's contact step, the gift card buyer):
 * first and last name, phone and e-mail, named as the API's contact is, with the browser's autofill.
 */
export function ContactFields({ labels, initial, refusal, refusalText, onClearRefusal, pairClassName, formatPhone }: ContactFieldsProps) {
  const refused = (error: FieldRefusal) => (refusal === error && refusalText ? refusalText(error) : null);
  return (
    <>
      <div className={pairClassName}>
        <TextInput name="firstname" label={labels.firstname} autoComplete="given-name" defaultValue={initial?.firstname} next="lastname" />
        <TextInput name="lastname" label={labels.lastname} autoComplete="family-name" defaultValue={initial?.lastname} next="telephone" />
      </div>
      <div className={pairClassName}>
        <TextInput
          name="telephone"
          type="tel"
          format={formatPhone}
          label={labels.telephone}
          autoComplete="tel"
          defaultValue={initial?.telephone}
          next="email"
          error={refused('invalid_phone')}
          onClearMessages={onClearRefusal}
        />
        <TextInput
          name="email"
          type="email"
          label={labels.email}
          autoComplete="email"
          defaultValue={initial?.email}
          error={refused('invalid_email')}
          onClearMessages={onClearRefusal}
        />
      </div>
    </>
  );
}
