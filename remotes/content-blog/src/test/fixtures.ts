import type { BlogPostReply, BlogPostSummary, BlogPostsReply, InfoPageReply } from '@shop/contracts';

export const summary = (n: number): BlogPostSummary => ({
  slug: `post-${n}`,
  title: `Запись номер ${n}`,
  excerpt: `Краткое содержание ${n}`,
  image: `/api/media/blog/${n}`,
  published_at: '2026-03-05T10:00:00Z',
});

export const postsReply = (page: number, total = 30, limit = 21): BlogPostsReply => {
  const first = (page - 1) * limit + 1;
  const count = Math.max(0, Math.min(limit, total - first + 1));
  return { status: 200, posts: Array.from({ length: count }, (_, i) => summary(first + i)), total, page, limit };
};

export const postReply = (next: BlogPostSummary | null = summary(2)): BlogPostReply => ({
  status: 200,
  post: {
    ...summary(1),
    content: '<p>Текст записи</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="Фото">',
    meta_title: 'Первая запись — блог',
    meta_description: 'Описание',
  },
  next,
});

export const infoPageReply = (title = 'Доставка'): InfoPageReply => ({
  status: 200,
  page: {
    url_path: 'delivery',
    title,
    content: '<h2>Сроки</h2><p>Доставляем за 2–5 дней.</p><a href="javascript:alert(1)">ссылка</a>',
    meta_title: `${title} — магазин`,
    meta_description: '',
  },
});

export const notFoundReply = { status: 400 as const, error: 'not_found' };
