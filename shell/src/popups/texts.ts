import { registerNamespace } from '@shop/i18n';
import { NS } from '../i18n/texts';

/** Names of the popup dialogs ('popup.*' in the shell namespace): the content comes from remotes. */
registerNamespace(NS, {
  'ru-ru': { popup: { auth: 'Вход и регистрация', giftcard: 'Покупка подарочной карты' } },
  'en-gb': { popup: { auth: 'Log in or register', giftcard: 'Buy a gift card' } },
  'ka-ge': { popup: { auth: 'შესვლა და რეგისტრაცია', giftcard: 'სასაჩუქრე ბარათის ყიდვა' } },
});
