/**
 * The rich-text policy's cases (issue 22, 22), run by the console's sanitizer in Chromium
 * (tests/elements/shared/rich-text/sanitize.test.ts) and by the server's in jsdom
 * (tests/demo/fleet/custom-content-sanitize.test.ts): both must give exactly `out`.
 */
const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

export const SANITIZE_CASES: ReadonlyArray<{ name: string; html: string; out: string }> = [
  { name: 'formatting stays', html: '<p><b>粗</b><em>斜</em></p><ul><li>一</li></ul>', out: '<p><b>粗</b><em>斜</em></p><ul><li>一</li></ul>' },
  { name: 'a web link opens in a new tab', html: '<a href="https://fleet.example.com/x">說明</a>', out: `<a href="https://fleet.example.com/x" ${LINK}>說明</a>` },
  { name: 'a console path is a link', html: '<a href="/event/list">事件</a>', out: `<a href="/event/list" ${LINK}>事件</a>` },
  { name: 'mail and phone are links', html: '<a href="mailto:a@b.tw">信</a><a href="tel:0227001234">電</a>', out: `<a href="mailto:a@b.tw" ${LINK}>信</a><a href="tel:0227001234" ${LINK}>電</a>` },
  { name: 'a backslash after the slash is another site', html: '<a href="/\\evil.example">x</a>', out: '<a>x</a>' },
  { name: 'two backslashes are another site', html: '<a href="\\\\evil.example">x</a>', out: '<a>x</a>' },
  { name: 'slash and backslash mixed', html: '<a href="\\/evil.example">x</a>', out: '<a>x</a>' },
  { name: 'protocol-relative is another site', html: '<a href="//evil.example">x</a>', out: '<a>x</a>' },
  { name: 'a tab between the slashes is still another site', html: '<a href="/\t/evil.example">x</a>', out: '<a>x</a>' },
  { name: 'a newline between slash and backslash too', html: '<a href="/\n\\evil.example">x</a>', out: '<a>x</a>' },
  { name: 'javascript: loses its href', html: '<a href="JaVaScRiPt:alert(1)">x</a>', out: '<a>x</a>' },
  { name: 'data: loses its href', html: '<a href="data:text/html,<b>x</b>">x</a>', out: '<a>x</a>' },
  { name: 'a relative path without the slash loses its href', html: '<a href="evil.html">x</a>', out: '<a>x</a>' },
  { name: 'script goes with its content', html: '<p>甲</p><script>alert(1)</script>', out: '<p>甲</p>' },
  { name: 'handlers and styles go, the text stays', html: '<p onclick="alert(1)" style="color:red" class="c">按</p>', out: '<p>按</p>' },
  { name: 'an image with a handler goes', html: '<img src=x onerror=alert(1)>乙', out: '乙' },
  { name: 'svg goes with its content', html: '<svg><a href="/x">丙</a></svg>丁', out: '丁' },
  { name: 'unknown tags leave their text', html: '<div><span>戊</span></div>', out: '戊' },
];

/** Hrefs and whether a link keeps them. */
export const HREF_CASES: ReadonlyArray<[string, boolean]> = [
  ['https://fleet.example.com', true],
  ['HTTP://fleet.example.com', true],
  ['mailto:a@b.tw', true],
  ['tel:0227001234', true],
  ['/notice', true],
  ['/', true],
  ['/a\\b', true],
  ['/\\evil.example', false],
  ['\\\\evil.example', false],
  ['\\/evil.example', false],
  ['//evil.example', false],
  ['/\t/evil.example', false],
  [' //evil.example', false],
  ['/\u3000/evil.example', false],
  ['javascript:alert(1)', false],
  ['java\tscript:alert(1)', false],
  ['data:text/html,x', false],
  ['vbscript:x', false],
  ['ftp://x', false],
  ['evil.html', false],
  ['#top', false],
  ['', false],
];
