import { act, screen } from '@testing-library/react';
import { initI18n } from '@shop/i18n';
import NotFound from '../../exposes/not-found';
import { renderRoute } from '../../test/render-route';

describe('NotFound', () => {
  it.each([
    ['ru-ru', 'Страница не найдена', 'Вернуться на главную', '/'],
    ['en-gb', 'Page not found', 'Back to the home page', '/en'],
    ['ka-ge', 'გვერდი ვერ მოიძებნა', 'მთავარ გვერდზე დაბრუნება', '/ka'],
  ] as const)('%s: translated title and a link home', (language, title, home, href) => {
    act(() => initI18n({ language }));
    const { container } = renderRoute(<NotFound />, '/404');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
    expect(document.title).toBe(title);
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'content-blog');
  });
});
