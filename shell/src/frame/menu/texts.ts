import { registerNamespace } from '@shop/i18n';
import { NS } from '../../i18n/texts';

/** The menus' texts: 'menu.*' in the shell namespace. */
registerNamespace(NS, {
  'ru-ru': {
    menu: {
      title: 'Меню',
      close: 'Закрыть меню',
      catalog: 'Каталог',
      back: 'Назад',
      backTo: 'Назад: {{name}}',
      all: 'Все товары раздела «{{name}}»',
      login: 'Войти',
      account: 'Личный кабинет',
      information: 'Покупателям',
      contacts: 'Контакты',
      loading: 'Загружаем меню…',
      failed: 'Не удалось загрузить меню.',
    },
  },
  'en-gb': {
    menu: {
      title: 'Menu',
      close: 'Close menu',
      catalog: 'Catalogue',
      back: 'Back',
      backTo: 'Back to {{name}}',
      all: 'All in {{name}}',
      login: 'Log in',
      account: 'My account',
      information: 'Information',
      contacts: 'Contacts',
      loading: 'Loading the menu…',
      failed: 'The menu could not be loaded.',
    },
  },
  'ka-ge': {
    menu: {
      title: 'მენიუ',
      close: 'მენიუს დახურვა',
      catalog: 'კატალოგი',
      back: 'უკან',
      backTo: 'უკან: {{name}}',
      all: 'ყველა პროდუქტი: {{name}}',
      login: 'შესვლა',
      account: 'პირადი კაბინეტი',
      information: 'მყიდველებს',
      contacts: 'კონტაქტები',
      loading: 'მენიუ იტვირთება…',
      failed: 'მენიუს ჩატვირთვა ვერ მოხერხდა.',
    },
  },
});
