import { ORDER_STATUSES } from '@shop/contracts';
import { canMove, moveEffects } from './order-status';

describe('order status moves', () => {
  it.each([
    ['new', 'awaiting_payment', { stock: 'reserve', promoUse: 'count', spentPoints: 'spend', earnedPoints: 'none', giftcardSpending: 'spend', giftcardIssue: 'none' }],
    ['new', 'cancelled', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['awaiting_payment', 'paid', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'earn', giftcardSpending: 'none', giftcardIssue: 'issue' }],
    ['awaiting_payment', 'awaiting_payment', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['awaiting_payment', 'payment_failed', { stock: 'return', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['awaiting_payment', 'cancelled', { stock: 'return', promoUse: 'return', spentPoints: 'return', earnedPoints: 'none', giftcardSpending: 'refund', giftcardIssue: 'none' }],
    ['payment_failed', 'paid', { stock: 'reserve', promoUse: 'none', spentPoints: 'none', earnedPoints: 'earn', giftcardSpending: 'none', giftcardIssue: 'issue' }],
    ['payment_failed', 'awaiting_payment', { stock: 'reserve', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['payment_failed', 'payment_failed', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['payment_failed', 'cancelled', { stock: 'none', promoUse: 'return', spentPoints: 'return', earnedPoints: 'none', giftcardSpending: 'refund', giftcardIssue: 'none' }],
    ['paid', 'shipped', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['paid', 'cancelled', { stock: 'return', promoUse: 'return', spentPoints: 'return', earnedPoints: 'revoke', giftcardSpending: 'refund', giftcardIssue: 'void' }],
    ['shipped', 'delivered', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['paid', 'packed', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['packed', 'shipped', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'none', giftcardSpending: 'none', giftcardIssue: 'none' }],
    ['packed', 'cancelled', { stock: 'return', promoUse: 'return', spentPoints: 'return', earnedPoints: 'revoke', giftcardSpending: 'refund', giftcardIssue: 'void' }],
    // A cash order sent before its money comes earns its cashback as it goes.
    ['awaiting_payment', 'packed', { stock: 'none', promoUse: 'none', spentPoints: 'none', earnedPoints: 'earn', giftcardSpending: 'none', giftcardIssue: 'issue' }],
    // A refund gives everything back, as a cancellation does: the goods come back to stock.
    ['shipped', 'refunded', { stock: 'return', promoUse: 'return', spentPoints: 'return', earnedPoints: 'revoke', giftcardSpending: 'refund', giftcardIssue: 'void' }],
    ['delivered', 'refunded', { stock: 'return', promoUse: 'return', spentPoints: 'return', earnedPoints: 'revoke', giftcardSpending: 'refund', giftcardIssue: 'void' }],
  ] as const)('%s → %s: %j', (from, to, effects) => {
    expect(moveEffects(from, to)).toEqual(effects);
  });

  it.each([
    ['new', 'paid'],
    ['new', 'payment_failed'],
    ['paid', 'paid'],
    ['paid', 'payment_failed'],
    ['paid', 'awaiting_payment'],
    ['shipped', 'cancelled'],
    ['delivered', 'cancelled'],
    ['packed', 'paid'],
    ['shipped', 'packed'],
    ['payment_failed', 'shipped'],
    ['refunded', 'paid'],
    ['awaiting_payment', 'refunded'],
    ['cancelled', 'awaiting_payment'],
    ['cancelled', 'paid'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    expect(moveEffects(from, to)).toBeUndefined();
  });

  it('ends at cancelled and refunded, and reaches every status from new', () => {
    for (const end of ['cancelled', 'refunded'] as const) expect(ORDER_STATUSES.filter((to) => canMove(end, to))).toEqual([]);
    const reached = new Set<string>(['new']);
    for (let round = 0; round < ORDER_STATUSES.length; round++) {
      for (const from of [...reached]) for (const to of ORDER_STATUSES) if (canMove(from as never, to)) reached.add(to);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
