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
  return (
    <div className={className}>
      <TextInput
        name={GIFTCARD_FIELD_NAMES.number}
        type="number"
        label={texts.number}
        min={GIFTCARD_NUMBER_LENGTH}
        maxLength={GIFTCARD_NUMBER_LENGTH}
        messages={{ required: texts.badNumber }}
        autoComplete="off"
        next={GIFTCARD_FIELD_NAMES.pin}
      />
      <TextInput
        name={GIFTCARD_FIELD_NAMES.pin}
        type="number"
        label={texts.pin}
        min={GIFTCARD_PIN_LENGTH}
        maxLength={GIFTCARD_PIN_LENGTH}
        messages={{ required: texts.badPin }}
        autoComplete="off"
        allowBack
      />
    </div>
  );
}
