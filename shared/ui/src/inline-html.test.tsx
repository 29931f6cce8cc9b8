import { render } from '@testing-library/react';
import { InlineHtml } from './inline-html';

const rendered = (html: string) => render(<InlineHtml html={html} className="line" />).container.firstElementChild as HTMLElement;

afterEach(() => {
  delete (window as { hacked?: boolean }).hacked;
});

describe('InlineHtml', () => {
  it('keeps text and inline emphasis, in a span', () => {
    const line = rendered('Free delivery over 60 $ — <b>details</b>, <em>today</em> <mark>only</mark><br>and <span>more</span>');
    expect(line.tagName).toBe('SPAN');
    expect(line).toHaveClass('line');
    expect(line.innerHTML).toBe('Free delivery over 60 $ — <b>details</b>, <em>today</em> <mark>only</mark><br>and <span>more</span>');
  });

  it('shows special characters as text, never as markup', () => {
    const line = rendered('5 &lt; 6 &amp; &lt;b&gt;not bold&lt;/b&gt;');
    expect(line.textContent).toBe('5 < 6 & <b>not bold</b>');
    expect(line.querySelector('b')).toBeNull();
  });

  it('drops every attribute, styles and handlers included', () => {
    const line = rendered('<strong class="x" style="color:red" onmouseover="window.hacked = true">-50%</strong>');
    expect(line.innerHTML).toBe('<strong>-50%</strong>');
  });

  it('keeps the text of links, blocks and other elements, without the elements', () => {
    const line = rendered('<p>Sale <a href="javascript:window.hacked=true">now</a></p><div><h1>big</h1></div>');
    expect(line.innerHTML).toBe('Sale nowbig');
  });

  it('drops scripts, styles, images, frames and foreign markup with their content', () => {
    const line = rendered(
      'a<script>window.hacked = true</script><style>body{display:none}</style><img src="x" onerror="window.hacked = true">' +
        '<iframe src="javascript:window.hacked=true"></iframe><svg><script>window.hacked = true</script><text>svg</text></svg>' +
        '<math><mi>x</mi></math><template><b>t</b></template><noscript>n</noscript><textarea>t</textarea><!-- note -->b',
    );
    expect(line.innerHTML).toBe('ab');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('cannot be tricked into markup by broken or nested tags', () => {
    const line = rendered('<b><i>x</b>y</i><<script>script>alert(1)<</script>/script><b onclick=x>z');
    expect(line.querySelectorAll('*').length).toBeGreaterThan(0);
    for (const element of line.querySelectorAll('*')) {
      expect(['B', 'I']).toContain(element.tagName);
      expect(element.attributes).toHaveLength(0);
    }
    expect(line.querySelector('script')).toBeNull();
  });

  it('renders nothing for empty input', () => {
    expect(rendered('').innerHTML).toBe('');
  });
});
