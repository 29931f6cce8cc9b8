import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useParams, useSearchParams } from './index';

function Post() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  return <h1>{`${slug} page ${params.get('page')}`}</h1>;
}

it('routes with params and search params through the re-exports', () => {
  render(
    <MemoryRouter initialEntries={['/blog/hello?page=2']}>
      <Routes>
        <Route path="/blog/:slug" element={<><Post /><Link to="/blog">Blog</Link></>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'hello page 2' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
});
