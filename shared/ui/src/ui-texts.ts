import { registerNamespace } from '@shop/i18n';

/** The 'ui' namespace: the text of the shared components, in the three interface languages. */
registerNamespace('ui', {
  'ru-ru': {
    home: 'Главная',
    breadcrumbs: 'Навигационная цепочка',
    pagination: 'Страницы',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: 'Страница {{page}}',
    loading: 'Загрузка…',
    error: 'Не удалось загрузить данные.',
    retry: 'Повторить',
  },
  'en-gb': {
    home: 'Home',
    breadcrumbs: 'Breadcrumbs',
    pagination: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    loading: 'Loading…',
    error: 'The data could not be loaded.',
    retry: 'Try again',
  },
  'ka-ge': {
    home: 'მთავარი',
    breadcrumbs: 'ნავიგაციის ჯაჭვი',
    pagination: 'გვერდები',
    previous: 'წინა გვერდი',
    next: 'შემდეგი გვერდი',
    page: 'გვერდი {{page}}',
    loading: 'იტვირთება…',
    error: 'მონაცემების ჩატვირთვა ვერ მოხერხდა.',
    retry: 'ხელახლა ცდა',
  },
});
