import { TEST_CARDS, TEST_CONFIRMATION_CODE } from '@shop/contracts';
import { cashOnDeliveryProvider, testCardProvider } from './provider';

const now = new Date('2026-05-15T12:00:00Z');
const card = (number: string, expiry = '12/30') => ({ order_id: 1, card_number: number, expiry, cvc: '123' });

describe('the test card provider', () => {
  it.each([
    [TEST_CARDS.success, { outcome: 'paid', cardLast4: '4242' }],
    [TEST_CARDS.decline, { outcome: 'failed', cardLast4: '0002' }],
    [TEST_CARDS.confirm, { outcome: 'requires_confirmation', cardLast4: '3220' }],
    ['5555555555554444', { outcome: 'failed', cardLast4: '4444' }],
  ])('judges card %s', (number, verdict) => {
    expect(testCardProvider.judge(card(number), undefined, now)).toEqual(verdict);
  });

  it('takes a card through the end of its expiry month, and refuses one expired (invalid_card)', () => {
    expect(testCardProvider.judge(card(TEST_CARDS.success, '05/26'), undefined, now)).toMatchObject({ outcome: 'paid' });
    expect(testCardProvider.judge(card(TEST_CARDS.success, '04/26'), undefined, now)).toMatchObject({ refused: 'invalid_card' });
  });

  it('confirms the second step with the code only, and only after a card asked for it', () => {
    const code = (value: string) => ({ order_id: 1, confirmation_code: value });
    expect(testCardProvider.judge(code(TEST_CONFIRMATION_CODE), 'requires_confirmation', now)).toEqual({ outcome: 'paid', cardLast4: null });
    expect(testCardProvider.judge(code('0000'), 'requires_confirmation', now)).toEqual({ outcome: 'failed', cardLast4: null });
    expect(testCardProvider.judge(code(TEST_CONFIRMATION_CODE), undefined, now)).toMatchObject({ refused: 'not_found' });
    expect(testCardProvider.judge(code(TEST_CONFIRMATION_CODE), 'failed', now)).toMatchObject({ refused: 'not_found' });
  });

  it('sends the shopper to its pay page; cash on delivery goes straight to the order and takes no card', () => {
    expect(testCardProvider.startLink(7)).toBe('/pay?order=7');
    expect(cashOnDeliveryProvider.startLink(7)).toBe('/success/7');
    expect(cashOnDeliveryProvider.judge(card(TEST_CARDS.success), undefined, now)).toMatchObject({ refused: 'not_found' });
  });
});
