/** @jest-environment node */
import { blogImageBase, blogImageSvg, heightFor, parseImageFile } from './blog-image';

describe('blog images', () => {
  it('draws the same picture for the same number and a different one for another', () => {
    expect(blogImageSvg(7, 400)).toBe(blogImageSvg(7, 400));
    expect(blogImageSvg(7, 400)).not.toBe(blogImageSvg(8, 400));
  });

  it('sizes the SVG to the requested width at 3:2', () => {
    expect(blogImageSvg(1, 768)).toContain(`width="768" height="${heightFor(768)}"`);
    expect(heightFor(1280)).toBe(853);
  });

  it('parses only known widths', () => {
    expect(parseImageFile('12-1280.webp')).toEqual({ n: 12, width: 1280 });
    expect(parseImageFile('12-1000.webp')).toBeUndefined();
    expect(parseImageFile('12-400.png')).toBeUndefined();
  });

  it('names the base URL the client appends the width to', () => {
    expect(`${blogImageBase(7)}-400.webp`).toBe('/api/media/blog/7-400.webp');
  });
});
