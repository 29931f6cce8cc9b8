import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps ordinary content', () => {
    render(<SafeHtml html={'<h2>Delivery</h2><p>We ship <a href="/page/delivery">everywhere</a>.</p>'} />);
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'everywhere' })).toHaveAttribute('href', '/page/delivery');
  });

  it('strips scripts, event handlers and javascript: URLs', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="steal()">Text</p><script>steal()</script>' +
          '<img src="x.webp" onerror="steal()" alt="pic"><a href="javascript:steal()">bad</a>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Text')).not.toHaveAttribute('onclick');
    expect(screen.getByRole('img', { name: 'pic' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toContain('steal');
  });

  it('drops style and form elements', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><form action="/x"><input name="a"></form><p>ok</p>')).toBe('<p>ok</p>');
  });
});
