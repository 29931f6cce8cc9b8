import { registerNamespace } from '@shop/i18n';
import { NS } from '../../i18n/texts';

/** The footer's texts: 'footer.*' in the shell namespace. */
registerNamespace(NS, {
  'ru-ru': {
    footer: {
      nav: 'Информация',
      giftcard: 'Подарочные карты',
      subscribe: {
        title: 'Подпишитесь на рассылку',
        text: 'Новинки, распродажи и закрытые акции — раз в неделю на вашу почту.',
        email: 'Электронная почта',
        submit: 'Подписаться',
        sending: 'Отправляем…',
        invalid: 'Пожалуйста, введите корректный адрес электронной почты.',
        success: 'Спасибо! Вы подписались на рассылку.',
        already: 'Этот адрес уже подписан на рассылку.',
        error: 'Не удалось оформить подписку. Попробуйте ещё раз позже.',
      },
    },
  },
  'en-gb': {
    footer: {
      nav: 'Information',
      giftcard: 'Gift cards',
      subscribe: {
        title: 'Subscribe to our newsletter',
        text: 'New arrivals, sales and members-only offers, once a week in your inbox.',
        email: 'Email',
        submit: 'Subscribe',
        sending: 'Sending…',
        invalid: 'Please enter a valid email address.',
        success: 'Thank you! You are now subscribed.',
        already: 'This address is already subscribed.',
        error: 'The subscription did not go through. Please try again later.',
      },
    },
  },
  'ka-ge': {
    footer: {
      nav: 'ინფორმაცია',
      giftcard: 'სასაჩუქრე ბარათები',
      subscribe: {
        title: 'გამოიწერეთ სიახლეები',
        text: 'სიახლეები, ფასდაკლებები და სპეციალური შეთავაზებები — კვირაში ერთხელ თქვენს ელფოსტაზე.',
        email: 'ელფოსტა',
        submit: 'გამოწერა',
        sending: 'იგზავნება…',
        invalid: 'გთხოვთ, შეიყვანოთ სწორი ელფოსტის მისამართი.',
        success: 'გმადლობთ! თქვენ წარმატებით გამოიწერეთ სიახლეები.',
        already: 'ეს მისამართი უკვე გამოწერილია.',
        error: 'გამოწერა ვერ მოხერხდა. გთხოვთ, სცადოთ მოგვიანებით.',
      },
    },
  },
});
