import { giftcardMessage, type GiftcardMessageInput } from './giftcard-message';

const input = (over: Partial<GiftcardMessageInput> = {}): GiftcardMessageInput => ({
  language: 'ru-ru',
  contact: 'maria@example.com',
  firstname: 'Мария',
  from: 'Анна',
  amount: 5_000,
  currency: 'USD',
  message: 'С днём рождения!',
  expiresAt: new Date('2027-11-24T02:00:00Z'),
  link: 'https://shop.example/giftcard/AAAAAAAAAAAAAAAAAAAAAA',
  ...over,
});

describe('the gift card message', () => {
  it('writes a letter to an e-mail: who sends it, the amount, the message, the link and the expiry, in the language', () => {
    expect(giftcardMessage(input())).toEqual({
      channel: 'email',
      recipient: 'maria@example.com',
      subject: 'Анна дарит вам подарочную карту Mira',
      body: [
        'Здравствуйте, Мария!', '', 'Анна дарит вам подарочную карту Mira на 50.00 USD.', '', 'Сообщение:', 'С днём рождения!', '',
        'Номер карты и PIN-код — по ссылке. Там же карту можно привязать к аккаунту:', 'https://shop.example/giftcard/AAAAAAAAAAAAAAAAAAAAAA', '',
        'Карта действует до 24 ноября 2027 г.',
      ].join('\n'),
    });
  });

  it('sends a text with the link to a phone', () => {
    expect(giftcardMessage(input({ contact: '+79120001122', language: 'ka-ge' }))).toMatchObject({
      channel: 'sms',
      recipient: '+79120001122',
      body: 'Анна გჩუქნით Mira-ს ბარათს 50.00 USD: https://shop.example/giftcard/AAAAAAAAAAAAAAAAAAAAAA',
    });
  });

  it("speaks to the buyer of their own card, and leaves a name's $ patterns as written", () => {
    const own = giftcardMessage(input({ language: 'en-gb', from: undefined, firstname: "$& $' Jo", message: '' }));
    expect(own.subject).toBe('Your Mira gift card');
    expect(own.body).toContain("Hello $& $' Jo,");
    expect(own.body).toContain('Your Mira gift card of 50.00 USD is ready.');
    expect(own.body).not.toContain('Their message:');
    expect(own.body).toContain('The card is valid until 24 November 2027.');
  });
});
