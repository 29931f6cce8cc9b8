import type { LanguageCode, PaymentMethod, PaymentMethodCode, PaymentStatus } from '@shop/contracts';

type Text = Record<LanguageCode, string>;
const t = (ru: string, en: string, ka: string): Text => ({ 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

/** The ways to pay (GET /cart/v2/payment-methods), in the order offered. */
const METHODS: Record<PaymentMethodCode, { title: Text; description: Text }> = {
  card: {
    title: t('Банковская карта (тестовый провайдер)', 'Bank card (test provider)', 'საბანკო ბარათი (სატესტო პროვაიდერი)'),
    description: t(
      'Оплата картой на следующем шаге. Это тестовый провайдер: деньги не списываются, номера тестовых карт — в README.',
      'Pay by card on the next step. This is a test provider: no money is taken; the test card numbers are in the README.',
      'ბარათით გადახდა შემდეგ ნაბიჯზე. ეს სატესტო პროვაიდერია: თანხა არ ჩამოგეჭრებათ; სატესტო ბარათების ნომრები README-შია.',
    ),
  },
  cash_on_delivery: {
    title: t('Наличными при получении', 'Cash on delivery', 'ნაღდი ანგარიშსწორება მიღებისას'),
    description: t('Оплата курьеру или в пункте выдачи при получении заказа.', 'Pay the courier or at the pickup point when you collect the order.', 'გადაიხადეთ კურიერთან ან გაცემის პუნქტში შეკვეთის მიღებისას.'),
  },
};

export const paymentMethod = (code: PaymentMethodCode, language: LanguageCode): PaymentMethod =>
  ({ code, title: METHODS[code].title[language], description: METHODS[code].description[language] });

export const paymentMethods = (language: LanguageCode): PaymentMethod[] =>
  (Object.keys(METHODS) as PaymentMethodCode[]).map((code) => paymentMethod(code, language));

/** The server's words for a payment status (spec §3 payment state `text`); cash on delivery is pending until the courier is paid. */
const STATUS_TEXTS: Record<PaymentStatus | 'cash', Text> = {
  pending: t('Ожидает оплаты', 'Awaiting payment', 'ელოდება გადახდას'),
  cash: t('Оплата при получении', 'Payment on delivery', 'გადახდა მიღებისას'),
  requires_confirmation: t('Подтвердите оплату кодом', 'Confirm the payment with the code', 'დაადასტურეთ გადახდა კოდით'),
  paid: t('Оплачено', 'Paid', 'გადახდილია'),
  failed: t('Произошла ошибка оплаты. Попробуйте ещё раз.', 'A payment error occurred. Please try again.', 'გადახდისას მოხდა შეცდომა. სცადეთ ხელახლა.'),
};

export const paymentStatusText = (status: PaymentStatus, method: PaymentMethodCode, language: LanguageCode): string =>
  STATUS_TEXTS[status === 'pending' && method === 'cash_on_delivery' ? 'cash' : status][language];
