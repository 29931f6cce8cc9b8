import { CHECKOUT_ERRORS, pathTo, TEST_CARDS, TEST_CONFIRMATION_CODE, type PaymentMethodCode, type PaymentResultRequest } from '@shop/contracts';

/** What a provider said about one payment attempt: the payments ledger's `result`. */
export type PaymentOutcome = 'paid' | 'failed' | 'requires_confirmation';

/** What the shopper sent the provider: card details, or the code of a second step. */
export type PaymentInput = PaymentResultRequest['result'];

export type Verdict = { outcome: PaymentOutcome; cardLast4: string | null } | { refused: string; message?: string };

/**
 * A way to pay. A real gateway plugs in here: where the shopper goes once the order is placed,
 * and its verdict on what the shopper sent. The checkout domain records the verdict and moves the
 * order; a provider keeps no state of its own.
 */
export interface PaymentProvider {
  readonly method: PaymentMethodCode;
  /** Where the shopper goes after placing the order (without a language prefix). */
  startLink(orderId: number): string;
  /**
   * The verdict on `input`, given the outcome of the order's last attempt (undefined: none yet);
   * a refusal (a §8 code) when the input cannot be judged at all: nothing is recorded then.
   */
  judge(input: PaymentInput, last: PaymentOutcome | undefined, now: Date): Verdict;
}

/** The last moment a card's MM/YY expiry is good: the end of that month (UTC). */
function expiresAt(expiry: string): Date {
  const [month, year] = expiry.split('/').map(Number);
  return new Date(Date.UTC(2000 + year!, month!, 1));
}

/**
 * The built-in test provider (README "Test cards"): TEST_CARDS.success pays, TEST_CARDS.confirm
 * asks for TEST_CONFIRMATION_CODE, any other number is declined as a gateway declines an unknown
 * card. An expiry in the past is not a card at all (invalid_card).
 */
export const testCardProvider: PaymentProvider = {
  method: 'card',
  startLink: (orderId) => pathTo('pay', {}, { order: orderId }),
  judge(input, last, now) {
    if ('confirmation_code' in input) {
      if (last !== 'requires_confirmation') return { refused: 'not_found', message: 'No payment awaits a confirmation code' };
      return { outcome: input.confirmation_code === TEST_CONFIRMATION_CODE ? 'paid' : 'failed', cardLast4: null };
    }
    if (expiresAt(input.expiry) <= now) return { refused: CHECKOUT_ERRORS.invalidCard, message: 'The card has expired' };
    const cardLast4 = input.card_number.slice(-4);
    if (input.card_number === TEST_CARDS.success) return { outcome: 'paid', cardLast4 };
    if (input.card_number === TEST_CARDS.confirm) return { outcome: 'requires_confirmation', cardLast4 };
    return { outcome: 'failed', cardLast4 };
  },
};

/** Cash on delivery: nothing to pay online, so the shopper goes straight to the order. */
export const cashOnDeliveryProvider: PaymentProvider = {
  method: 'cash_on_delivery',
  startLink: (orderId) => pathTo('order-success', { orderId }),
  judge: () => ({ refused: 'not_found', message: 'A cash on delivery order takes no card' }),
};

const PROVIDERS: Record<PaymentMethodCode, PaymentProvider> = { card: testCardProvider, cash_on_delivery: cashOnDeliveryProvider };

export const providerFor = (method: PaymentMethodCode): PaymentProvider => PROVIDERS[method];
