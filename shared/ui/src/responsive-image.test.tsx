import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';
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
  });

  it('loads a priority image at once', () => {
    render(<ResponsiveImage base="/api/media/blog/1" alt="Hero" width={1280} height={720} priority />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('loading', 'eager');
  });
});

it('imageUrl appends the width', () => {
  expect(imageUrl('/api/media/blog/12', 1280)).toBe('/api/media/blog/12-1280.webp');
});
