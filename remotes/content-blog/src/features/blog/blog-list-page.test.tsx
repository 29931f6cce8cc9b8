import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import BlogList from '../../exposes/blog-list';
import { renderRoute } from '../../test/render-route';
import { postsReply } from '../../test/fixtures';
import { fetchPosts } from './api';
import { readPage } from './blog-list-page';

jest.mock('./api');
// The list's SEO text comes from the settings; these tests are about the posts, and jsdom has no network.
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));
const mockFetchPosts = jest.mocked(fetchPosts);

beforeEach(() => {
  mockFetchPosts.mockReset();
  act(() => initI18n({ language: 'ru-ru' }));
});

describe('BlogList', () => {
  it('shows a loading state, then the posts with image, date, excerpt and pagination', async () => {
    mockFetchPosts.mockResolvedValue(postsReply(1));
    const { container } = renderRoute(<BlogList />, '/blog', '/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем записи…');

    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(21);
    expect(mockFetchPosts).toHaveBeenCalledWith(1);
    const first = within(articles[0]!);
    expect(first.getByRole('link', { name: 'Запись номер 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(first.getByText('5 марта 2026 г.')).toBeInTheDocument();
    expect(first.getByText('Краткое содержание 1')).toBeInTheDocument();
    expect(articles[0]!.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('/api/media/blog/1-768.webp 768w'));
    expect(screen.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeInTheDocument();
    expect(screen.getByText('30 записей')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(container.querySelector('[data-remote="content-blog"]')).toHaveAttribute('data-version', '0.0.0-test');
    expect(document.title).toBe('Блог магазина');
  });

  it('reads the page from ?page=', async () => {
    mockFetchPosts.mockResolvedValue(postsReply(2));
    renderRoute(<BlogList />, '/blog?page=2', '/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(mockFetchPosts).toHaveBeenCalledWith(2);
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute('href', '/blog');
  });

  it('shows the 404 screen for a page past the end', async () => {
    mockFetchPosts.mockResolvedValue(postsReply(5));
    renderRoute(<BlogList />, '/blog?page=5', '/blog');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('renders English with English dates and prefixed links', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    mockFetchPosts.mockResolvedValue(postsReply(1));
    renderRoute(<BlogList />, '/en/blog', '/en/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(21);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop blog' })).toBeInTheDocument();
    expect(screen.getAllByText('5 March 2026')).toHaveLength(21);
    expect(screen.getByText('30 posts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запись номер 1' })).toHaveAttribute('href', '/en/blog/post-1');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/blog?page=2');
  });

  it('renders Georgian', async () => {
    act(() => initI18n({ language: 'ka-ge' }));
    mockFetchPosts.mockResolvedValue(postsReply(1));
    renderRoute(<BlogList />, '/ka/blog', '/ka/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(21);
    expect(screen.getByRole('heading', { level: 1, name: 'მაღაზიის ბლოგი' })).toBeInTheDocument();
    expect(screen.getAllByText(/^5 მარტი,? 2026/)).toHaveLength(21);
    expect(screen.getByRole('navigation', { name: 'გვერდები' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    mockFetchPosts.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(postsReply(1));
    renderRoute(<BlogList />, '/blog', '/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить страницу');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByRole('article')).toHaveLength(21);
    expect(mockFetchPosts).toHaveBeenCalledTimes(2);
  });
});

describe('readPage', () => {
  it('accepts positive integers only', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage('1.5')).toBe(1);
  });
});
