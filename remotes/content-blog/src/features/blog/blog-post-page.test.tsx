import { act, screen, within } from '@testing-library/react';
import { initI18n } from '@shop/i18n';
import BlogPost from '../../exposes/blog-post';
import { renderRoute } from '../../test/render-route';
import { notFoundReply, postReply } from '../../test/fixtures';
import { fetchPost } from './api';

jest.mock('./api');
const mockFetchPost = jest.mocked(fetchPost);

beforeEach(() => {
  mockFetchPost.mockReset();
  act(() => initI18n({ language: 'ru-ru' }));
});

describe('BlogPost', () => {
  it('renders the sanitized post, its date, breadcrumbs and the next post link', async () => {
    mockFetchPost.mockResolvedValue(postReply());
    const { container } = renderRoute(<BlogPost />, '/blog/post-1', '/blog/:slug');

    expect(await screen.findByRole('heading', { level: 1, name: 'Запись номер 1' })).toBeInTheDocument();
    expect(mockFetchPost).toHaveBeenCalledWith('post-1');
    expect(screen.getByText('Текст записи')).toBeInTheDocument();
    expect(screen.getByText('Опубликовано 5 марта 2026 г.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Фото' })).not.toHaveAttribute('onerror');

    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/blog');
    expect(within(crumbs).getByText('Запись номер 1')).toHaveAttribute('aria-current', 'page');

    const next = screen.getByRole('navigation', { name: 'Следующая запись' });
    expect(within(next).getByRole('link', { name: 'Запись номер 2' })).toHaveAttribute('href', '/blog/post-2');
    expect(document.title).toBe('Первая запись — блог');
  });

  it('has no next link on the last post', async () => {
    mockFetchPost.mockResolvedValue(postReply(null));
    renderRoute(<BlogPost />, '/blog/post-1', '/blog/:slug');
    await screen.findByRole('heading', { level: 1, name: 'Запись номер 1' });
    expect(screen.queryByRole('navigation', { name: 'Следующая запись' })).toBeNull();
  });

  it('shows the 404 screen with a link home for an unknown slug', async () => {
    mockFetchPost.mockResolvedValue(notFoundReply);
    renderRoute(<BlogPost />, '/blog/nope', '/blog/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });

  it('renders English links and texts under /en', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    mockFetchPost.mockResolvedValue(postReply());
    renderRoute(<BlogPost />, '/en/blog/post-1', '/en/blog/:slug');
    expect(await screen.findByText('Published on 5 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    expect(screen.getByRole('link', { name: 'Запись номер 2' })).toHaveAttribute('href', '/en/blog/post-2');
  });
});
