import { screen } from '@testing-library/react';
import { renderWithKit } from '../../test/renderWithKit';
import { ArticleBody } from '../ArticleBody';
import { ARTICLE_IMAGE_SIZES } from './elementPolicy';
import { HOSTILE_PAYLOADS } from '../../test/hostilePayloads';

const EXECUTABLE_ELEMENTS =
  'script, iframe, object, embed, frame, frameset, applet, style, link, meta, base, form, ' +
  'button, textarea, select, svg, math, template, video, audio, source, noscript';
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'xlink:href', 'formaction', 'action', 'poster', 'background', 'data', 'srcdoc']; // prettier-ignore

async function renderBody(markdown: string, resolveImageSrc?: (src: string) => string | undefined) {
  const { container } = await renderWithKit(
    <ArticleBody markdown={markdown} resolveImageSrc={resolveImageSrc} />,
  );
  return container.querySelector('.article-body') as HTMLElement;
}

/** Every way markup can run script or cover the page, as found in the rendered DOM. */
function executableParts(root: HTMLElement): string[] {
  const found: string[] = [];
  root
    .querySelectorAll(EXECUTABLE_ELEMENTS)
    .forEach((element) => found.push(`<${element.localName}>`));
  root.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.toLowerCase().startsWith('on')) found.push(`${name} on <${element.localName}>`);
      if (name === 'id' || name === 'name') found.push(`${name}="${value}" (DOM clobbering)`);
      if (name === 'style' && !/^text-align: (left|center|right|justify);$/.test(value)) {
        found.push(`style="${value}"`);
      }
      // eslint-disable-next-line no-control-regex -- browsers ignore them inside a URL
      const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|data|vbscript):/.test(compact)) {
        found.push(`${name}="${value}"`);
      }
      // The renderer writes srcset for our own stored images only, never from a post's markup.
      const ownSrcset =
        name === 'srcset' &&
        value.split(',').every((candidate) => candidate.trim().startsWith('/api/media/'));
      if ((name === 'srcset' && !ownSrcset) || name === 'target') {
        found.push(`${name} on <${element.localName}>`);
      }
    }
  });
  return found;
}

describe('ArticleBody against hostile content', () => {
  it('has a list of at least 20 hostile payloads', () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE_PAYLOADS.map((payload) => [payload]))(
    'leaves nothing executable of %j',
    async (payload) => {
      const body = await renderBody(payload);
      expect(executableParts(body)).toEqual([]);
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    },
  );

  it('renders all payloads at once with nothing executable', async () => {
    const body = await renderBody(HOSTILE_PAYLOADS.join('\n\n'));
    expect(executableParts(body)).toEqual([]);
  });

  it('finds what it looks for (the check itself is not blind)', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<a href=" javascript:x" onclick="x" id="a" style="position:fixed">a</a><iframe></iframe>';
    expect(executableParts(root)).toEqual([
      '<iframe>',
      'href=" javascript:x"',
      'onclick on <a>',
      'id="a" (DOM clobbering)',
      'style="position:fixed"',
    ]);
  });

  it('keeps the text around removed elements', async () => {
    await renderBody('Before <iframe src="https://evil.example"></iframe> after <font>kept</font>');
    expect(screen.getByText(/Before/)).toHaveTextContent('Before after kept');
  });
});

describe('ArticleBody links', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com'],
    ['/blog/other-post', '/blog/other-post'],
    ['../relative/path', '../relative/path'],
    ['#section', '#section'],
    ['?page=2', '?page=2'],
    ['mailto:team@example.com', 'mailto:team@example.com'],
    ['irc://irc.example.net/channel', 'irc://irc.example.net/channel'],
    ['ircs://irc.example.net/channel', 'ircs://irc.example.net/channel'],
    ['xmpp:someone@example.com', 'xmpp:someone@example.com'],
    ['ftp://example.com/file', ''],
    ['file:///etc/passwd', ''],
    ['tel:+971500000000', ''],
    ['javascript:alert(1)', ''],
  ])('a markdown link to %s gets href %j', async (target, href) => {
    await renderBody(`[the link](${target})`);
    expect(screen.getByText('the link').closest('a')).toHaveAttribute('href', href);
  });

  it('applies the same rule to raw HTML links', async () => {
    await renderBody('<a href="https://example.com">ok</a> <a href="ftp://x">bad</a>');
    expect(screen.getByText('ok')).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByText('bad')).toHaveAttribute('href', '');
  });

  it('gives links to other sites no referrer and no opener', async () => {
    await renderBody('[out](https://example.com) [in](/blog)');
    expect(screen.getByText('out')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(screen.getByText('in')).not.toHaveAttribute('rel');
  });
});

describe('ArticleBody images', () => {
  it.each([
    ['align-left', 'align-left'],
    ['align-center', 'align-center'],
    ['align-right', 'align-right'],
    ['photo align-right wide', 'align-right'],
    ['', 'align-center'],
  ])('an image with class %j is aligned by %s', async (className, expected) => {
    await renderBody(`<img src="/api/media/a.png" alt="Chart" class="${className}" />`);
    expect(screen.getByRole('img', { name: 'Chart' })).toHaveAttribute('class', expected);
  });

  it('keeps markdown images with their alt text, centred', async () => {
    await renderBody('![Quarterly results](https://cdn.example.com/q.png)');
    const image = screen.getByRole('img', { name: 'Quarterly results' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/q.png');
    expect(image).toHaveAttribute('class', 'align-center');
  });

  it('keeps numeric width and height so the page does not shift', async () => {
    await renderBody('<img src="/a.png" alt="A" width="640" height="480px" />');
    const image = screen.getByRole('img', { name: 'A' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).not.toHaveAttribute('height');
  });

  it('lets the host resolve content-image references to blob URLs', async () => {
    const resolve = (src: string) =>
      src === 'content-image://0' ? 'blob:http://localhost/1234' : undefined;
    await renderBody('<img src="content-image://0" alt="Local" class="align-left" />', resolve);
    const image = screen.getByRole('img', { name: 'Local' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/1234');
    expect(image).toHaveAttribute('class', 'align-left');
  });

  it('never takes a blob:, data: or unknown image URL from the content itself', async () => {
    const body = await renderBody(
      '<img src="blob:http://localhost/1" alt="b"> <img src="content-image://3" alt="c"> ![d](data:image/png;base64,AAAA)',
    );
    expect(body.querySelectorAll('img')).toHaveLength(0);
  });

  const STORED = `/api/media/${'ab'.repeat(16)}-2000x1000.jpg`;
  const VARIANT = (width: number) => `/api/media/${'ab'.repeat(16)}-2000x1000.w${width}.webp`;

  it('gives a stored image its WebP variants, layout sizes and intrinsic size', async () => {
    await renderBody(`![Cash flow](${STORED})`);
    const image = screen.getByRole('img', { name: 'Cash flow' });
    expect(image).toHaveAttribute('src', VARIANT(960));
    expect(image).toHaveAttribute(
      'srcset',
      `${VARIANT(480)} 480w, ${VARIANT(960)} 960w, ${VARIANT(1600)} 1600w, ${STORED} 2000w`,
    );
    expect(image).toHaveAttribute('sizes', ARTICLE_IMAGE_SIZES);
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the width an author gave, with the height of the image ratio and sizes to match', async () => {
    await renderBody(`<img src="${STORED}" alt="Small" width="300" class="align-right" />`);
    const image = screen.getByRole('img', { name: 'Small' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '150');
    expect(image).toHaveAttribute('sizes', '300px');
    expect(image).toHaveAttribute('class', 'align-right');
  });

  it('shows images stored before sizes were recorded as they are, without srcset', async () => {
    const old = `/api/media/${'cd'.repeat(16)}.png`;
    await renderBody(`![Old](${old})`);
    const image = screen.getByRole('img', { name: 'Old' });
    expect(image).toHaveAttribute('src', old);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).not.toHaveAttribute('width');
  });

  it('drops a srcset written in the post: only the renderer makes one', async () => {
    await renderBody(
      `<img src="https://cdn.example.com/a.png" srcset="https://evil.example/x.png 2x" alt="Theirs" />`,
    );
    const image = screen.getByRole('img', { name: 'Theirs' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  });

  it('gives the admin preview of a local file no srcset', async () => {
    await renderBody(
      `<img src="content-image://0" alt="Local" />`,
      () => 'blob:http://localhost/9',
    );
    const image = screen.getByRole('img', { name: 'Local' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/9');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('does not accept a dangerous URL from the resolver either', async () => {
    const body = await renderBody('<img src="content-image://0" alt="x">', () => 'javascript:1');
    expect(body.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('ArticleBody markdown', () => {
  it('renders headings below the page title (its h1), paragraphs and emphasis', async () => {
    await renderBody('# Big\n\n## Section\n\n### Smaller\n\nSome **bold** and *italic* text.');
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Smaller' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
  });

  it('renders lists, quotes, code and tables', async () => {
    const body = await renderBody(
      [
        '- one\n- two',
        '1. first\n2. second',
        '> quoted',
        '`inline` code',
        '```ts\nconst x = 1;\n```',
        '| Item | Amount |\n|:--|--:|\n| VAT | 5% |',
      ].join('\n\n'),
    );
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'one',
      'two',
      'first',
      'second',
    ]);
    expect(body.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(screen.getByText('inline').tagName).toBe('CODE');
    expect(body.querySelector('pre code')).toHaveClass('language-ts');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '5%' })).toHaveStyle({ textAlign: 'right' });
  });

  it('renders raw HTML that is allowed', async () => {
    await renderBody(
      '<p>A <strong>raw</strong> paragraph with <abbr title="Value Added Tax">VAT</abbr></p>',
    );
    expect(screen.getByText('raw').tagName).toBe('STRONG');
    expect(screen.getByText('VAT')).toHaveAttribute('title', 'Value Added Tax');
  });

  it('wraps a one-line post in a paragraph', async () => {
    const body = await renderBody('Just one line');
    expect(body.querySelector('p')).toHaveTextContent('Just one line');
  });
});
