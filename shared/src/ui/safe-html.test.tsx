import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

/** The sanitised HTML parsed back, to ask about elements and attributes rather than strings. */
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(html);
  return holder;
}

describe('sanitizeHtml', () => {
  it.each([
    ['a script element', '<p>a</p><script>window.pwned = 1</script>', 'script'],
    ['a script in SVG', '<svg><script>alert(1)</script></svg>', 'svg, script'],
    ['a style element', '<style>body { display: none }</style><p>a</p>', 'style'],
    ['a frame', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['an object', '<object data="https://evil.example/x.swf"></object>', 'object'],
    ['a form', '<form action="https://evil.example"><input name="card"></form>', 'form, input'],
    ['a base element', '<base href="https://evil.example/">', 'base'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['MathML', '<math><mi>x</mi></math>', 'math'],
  ])('removes %s', (_label, html, selector) => {
    expect(parse(html).querySelector(selector)).toBeNull();
  });

  it.each([
    ['onerror', '<img src="/a.png" onerror="window.pwned = 1">', 'img'],
    ['onclick', '<p onclick="window.pwned = 1">a</p>', 'p'],
    ['onmouseover', '<a href="/x" onmouseover="window.pwned = 1">a</a>', 'a'],
    ['onload', '<body onload="window.pwned = 1"><p>a</p></body>', 'p'],
  ])('removes the %s handler', (attribute, html, selector) => {
    const element = parse(html).querySelector(selector);
    expect(element).not.toBeNull();
    expect(element?.getAttributeNames().some((name) => name.startsWith('on'))).toBe(false);
    expect(sanitizeHtml(html)).not.toContain(attribute);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  ])('removes a script URL: %s', (html) => {
    const link = parse(html).querySelector('a');
    expect(link).not.toBeNull();
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('removes style attributes', () => {
    expect(
      parse('<p style="position:fixed;inset:0">a</p>').querySelector('p')?.hasAttribute('style'),
    ).toBe(false);
  });

  it('keeps ordinary content markup', () => {
    const html = [
      '<h2 id="pujcovne">Půjčovna</h2>',
      '<p>Text with <strong>bold</strong>, <em>italic</em> and a <a href="/kontakty" title="Kontakty">link</a>.</p>',
      '<ul><li>one</li><li>two</li></ul>',
      '<ol start="3"><li>three</li></ol>',
      '<blockquote>quote</blockquote>',
      '<figure><img src="https://cdn.example.com/a.jpg" alt="Kamera" width="640" height="480"><figcaption>Kamera</figcaption></figure>',
      '<table><thead><tr><th scope="col">Den</th></tr></thead><tbody><tr><td colspan="2">Po</td></tr></tbody></table>',
      '<p><a href="mailto:obchod@example.cz">mail</a> <a href="tel:+420123456789">phone</a></p>',
    ].join('');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives links that open a new tab no opener and no referrer', () => {
    const link = parse(
      '<a href="https://vimeo.example.com" target="_blank">Vimeo</a>',
    ).querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('href')).toBe('https://vimeo.example.com');
  });
});

describe('SafeHtml', () => {
  afterEach(() => {
    delete (window as { pwned?: number }).pwned;
  });

  it('renders the sanitised HTML in the element it is given, with its attributes', () => {
    const { container } = render(
      <SafeHtml
        as="section"
        className="body"
        html={
          '<h2>Title</h2><p onclick="window.pwned = 1">Text <a href="javascript:window.pwned = 1">link</a></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1">'
        }
      />,
    );
    const section = container.querySelector('section.body');
    expect(section?.querySelector('h2')?.textContent).toBe('Title');
    expect(section?.querySelector('p')?.textContent).toBe('Text link');
    expect(section?.querySelector('script')).toBeNull();
    expect(section?.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    section?.querySelector('p')?.click();
    section?.querySelector('a')?.click();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('follows a new html prop', () => {
    const { container, rerender } = render(<SafeHtml html="<p>one</p>" />);
    expect(container.textContent).toBe('one');
    rerender(<SafeHtml html="<p>two</p><script>window.pwned = 1</script>" />);
    expect(container.innerHTML).toBe('<div><p>two</p></div>');
  });
});
