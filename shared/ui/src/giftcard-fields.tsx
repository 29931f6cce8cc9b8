import { GIFTCARD_NUMBER_LENGTH, GIFTCARD_PIN_LENGTH } from '@shop/contracts';
import { TextInput } from './text-input/text-input';

/** The fields' names: their keys in the ValidatedForm's values. */
export const GIFTCARD_FIELD_NAMES = { number: 'cardNumber', pin: 'cardCVC' } as const;

export interface GiftcardFieldsProps {
  /** The labels and the texts for a missing or short value, in the owner's words (each remote translates its own). */
  texts: { number: string; pin: string; badNumber: string; badPin: string };
  /** Lays the two fields out (each owner places them its own way). */
  className?: string;
}

/**
 * A gift card's number and PIN inside a ValidatedForm (the cart's gift card block, the giftcard
 * remote's connect form): digits only, each exactly its length. A full number moves on to the PIN,
 * and backspace in the empty PIN goes back to the number.
 */
export function GiftcardFields({ texts, className }: GiftcardFieldsProps) {
  const fields = [
    { name: GIFTCARD_FIELD_NAMES.number, label: texts.number, length: GIFTCARD_NUMBER_LENGTH, required: texts.badNumber, next: GIFTCARD_FIELD_NAMES.pin },
    { name: GIFTCARD_FIELD_NAMES.pin, label: texts.pin, length: GIFTCARD_PIN_LENGTH, required: texts.badPin, allowBack: true },
  ];
  return (
    <div className={className}>
      {fields.map(({ length, required, ...field }) => (
        <TextInput key={field.name} {...field} type="number" min={length} maxLength={length} messages={{ required }} autoComplete="off" />
      ))}
    </div>
  );
}
