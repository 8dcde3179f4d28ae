import { expect } from '@esm-bundle/chai';
import { hasRichText, LINK_PROTOCOLS, RICH_TEXT_TAGS, sanitizeRichText } from '../../../../src/elements/shared/rich-text/sanitize';
import { NAUGHTY_FLAG, NAUGHTY_STRINGS } from '../../../e2e/naughty-strings';
import { SANITIZE_CASES } from '../../../core/rich-text/sanitize-cases';

const flag = () => (window as unknown as Record<string, unknown>)[NAUGHTY_FLAG];

/** Renders sanitised HTML into the page, as the preview does, and lets any handler have its chance. */
async function shown(html: string): Promise<HTMLElement> {
  const box = document.createElement('div');
  box.innerHTML = sanitizeRichText(html);
  document.body.append(box);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return box;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[NAUGHTY_FLAG];
});

describe('the rich-text policy (custom content, P_P18)', () => {
  it('gives exactly what the server gives for every shared case (issue 22, 22)', () => {
    const wrong = SANITIZE_CASES.filter(({ html, out }) => sanitizeRichText(html) !== out).map(({ name, html }) => `${name}: ${sanitizeRichText(html)}`);
    expect(wrong).to.deep.equal([]);
  });


  it('keeps the formatting the editor makes: bold, italic, lists, links', () => {
    const html = '<p><b>粗</b><strong>體</strong><i>斜</i><em>體</em></p><ul><li>一</li></ul><ol><li>二</li></ol>';
    expect(sanitizeRichText(html)).to.equal(html);
    expect(RICH_TEXT_TAGS).to.include.members(['b', 'i', 'ul', 'ol', 'li', 'a']);
  });

  it('a web link keeps its href and opens in a new tab without the opener', () => {
    const a = new DOMParser().parseFromString(sanitizeRichText('<a href="https://fleet.example.com/x">說明</a>'), 'text/html').querySelector('a')!;
    expect([a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])
      .to.deep.equal(['https://fleet.example.com/x', '_blank', 'noopener noreferrer nofollow']);
    expect(LINK_PROTOCOLS).to.deep.equal(['http:', 'https:', 'mailto:', 'tel:']);
  });

  it('mailto, tel and console paths are links; javascript:, data: and vbscript: lose their href', () => {
    const hrefs = ['mailto:a@b.tw', 'tel:0227001234', '/notice', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example.com', 'java\tscript:alert(1)', '/\\evil.example']
      .map((href) => {
        const out = sanitizeRichText(`<a href="${href}">x</a>`);
        return new DOMParser().parseFromString(out, 'text/html').querySelector('a')?.getAttribute('href') ?? null;
      });
    expect(hrefs).to.deep.equal(['mailto:a@b.tw', 'tel:0227001234', '/notice', null, null, null, null, null, null, null, null]);
  });

  it('script, handlers, styles, svg and math tricks are removed; their text at most remains', () => {
    const cases = [
      '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<p onclick="alert(1)">按</p>', '<svg><script>alert(1)</script></svg>',
      '<svg onload=alert(1)>', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<div style="background:url(javascript:alert(1))">x</div>',
      '<p style="width: expression(alert(1))">寬</p>', '<style>*{color:red}</style>', '<iframe src="javascript:alert(1)"></iframe>',
      '<form action="javascript:alert(1)"><button>送</button></form>', '<a href="#" onmouseover="alert(1)">x</a>', '<object data="x.swf"></object>',
      '<template><img src=x onerror=alert(1)></template>', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<b data-x="1" class="c" id="i">粗</b>',
    ];
    for (const html of cases) {
      const out = sanitizeRichText(html);
      expect(out, html).not.to.match(/<(script|img|svg|math|style|iframe|form|object|template|noscript)\b/i);
      expect(out, html).not.to.match(/\s(on\w+|style|class|id|data-[\w-]+|src|action)=/i);
      expect(out, html).not.to.match(/javascript:|expression\(/i);
    }
  });

  it('every naughty string, shown after the policy, runs nothing and leaves only allowed tags', async () => {
    for (const { name, value } of NAUGHTY_STRINGS) {
      const box = await shown(value);
      const tags = [...box.querySelectorAll('*')].map((el) => el.localName);
      expect(tags.every((t) => (RICH_TEXT_TAGS as readonly string[]).includes(t)), name).to.equal(true);
    }
    expect(flag()).to.equal(undefined);
  });

  it('plain text with markup characters comes back as the same text', () => {
    const text = `'; DROP TABLE options; -- "x" \${7*7} {{1+1}} 🚚 \u202Eabc`;
    const box = document.createElement('div');
    box.innerHTML = sanitizeRichText(text.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    expect(box.textContent).to.equal(text);
  });

  it('a second pass changes nothing (in and out give the same content)', () => {
    const once = sanitizeRichText('<p><a href="https://x.tw">連結</a><img src=x onerror=alert(1)><b>粗</b></p>');
    expect(sanitizeRichText(once)).to.equal(once);
  });

  it('empty tags are not content', () => {
    expect([hasRichText('<p><br></p>'), hasRichText('<p> </p>'), hasRichText('<script>x</script>'), hasRichText('<p>字</p>')])
      .to.deep.equal([false, false, false, true]);
  });
});
