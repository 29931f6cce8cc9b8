import { render, screen } from '@testing-library/react';
import { layoutSizes, ResponsiveImage } from './responsive-image';
import { imageUrl } from './image-url';

describe('ResponsiveImage', () => {
  it('offers the media widths, reserves its box and loads lazily', () => {
    render(<ResponsiveImage base="/api/media/blog/7" alt="Autumn collection" width={1280} height={720} sizes="(min-width: 768px) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Autumn collection' });
    expect(img).toHaveAttribute('src', '/api/media/blog/7-768.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/api/media/blog/7-400.webp 400w, /api/media/blog/7-768.webp 768w, /api/media/blog/7-1280.webp 1280w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('switches files at the 768 and 1280 px layouts when given the width per layout', () => {
    render(<ResponsiveImage base="/api/media/product/3" alt="Coat" width={800} height={1200} sizes={{ mobile: '50vw', tablet: '33vw', desktop: '300px' }} />);
    expect(screen.getByRole('img', { name: 'Coat' })).toHaveAttribute('sizes', '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw');
  });

  it('fills the viewport by default', () => {
    render(<ResponsiveImage base="/api/media/blog/2" alt="Cover" width={1280} height={853} />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('sizes', '100vw');
  });

  it('loads a priority image at once, with high priority, and paints it in the frame it is decoded for', () => {
    render(<ResponsiveImage base="/api/media/blog/1" alt="Hero" width={1280} height={720} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'auto');
  });
});

it('imageUrl appends the width', () => {
  expect(imageUrl('/api/media/blog/12', 1280)).toBe('/api/media/blog/12-1280.webp');
});

it('layoutSizes names only the layouts it is given, widest first', () => {
  expect(layoutSizes({ mobile: '100vw' })).toBe('100vw');
  expect(layoutSizes({ mobile: '100vw', desktop: '800px' })).toBe('(min-width: 1280px) 800px, 100vw');
  expect(layoutSizes({ mobile: '100vw', tablet: '50vw' })).toBe('(min-width: 768px) 50vw, 100vw');
});
