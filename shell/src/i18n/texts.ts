import { ERROR_NOTICE } from '@shop/api-client';
import { registerNamespace } from '@shop/i18n';

/** The shell's own texts ('shell' namespace): the frame and the remote-failure fallback. */
export const NS = 'shell';

registerNamespace(NS, {
  'ru-ru': {
    home: 'На главную',
    blog: 'Блог',
    language: 'Язык',
    currency: 'Валюта',
    loading: 'Загрузка…',
    remoteFailed: 'Этот раздел сейчас не загрузился.',
    remoteFailedHint: 'Остальная часть сайта работает. Попробуйте ещё раз через минуту.',
    retry: 'Повторить',
    skipToContent: 'Перейти к содержанию',
    apiError: ERROR_NOTICE,
  },
  'en-gb': {
    home: 'Home page',
    blog: 'Blog',
    language: 'Language',
    currency: 'Currency',
    loading: 'Loading…',
    remoteFailed: 'This section could not be loaded right now.',
    remoteFailedHint: 'The rest of the site works. Please try again in a minute.',
    retry: 'Try again',
    skipToContent: 'Skip to content',
    apiError: 'An error occurred while fetching data from the server',
  },
  'ka-ge': {
    home: 'მთავარ გვერდზე',
    blog: 'ბლოგი',
    language: 'ენა',
    currency: 'ვალუტა',
    loading: 'იტვირთება…',
    remoteFailed: 'ეს განყოფილება ახლა ვერ ჩაიტვირთა.',
    remoteFailedHint: 'საიტის დანარჩენი ნაწილი მუშაობს. სცადეთ ხელახლა ერთ წუთში.',
    retry: 'ხელახლა ცდა',
    skipToContent: 'შინაარსზე გადასვლა',
    apiError: 'სერვერიდან მონაცემების მიღებისას მოხდა შეცდომა',
  },
});
