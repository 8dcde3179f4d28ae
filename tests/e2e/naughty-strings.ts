/**
 * Naughty strings (issue 11: "the naughty-strings list through every form of this issue breaks no
 * page and runs no script"). Each payload that could run tries to set `window.__naughty` (or calls
 * alert): a spec listens for dialogs and reads the flag with `naughtyFired(page)` afterwards.
 * Pure data, so element tests can use it as well as Playwright specs.
 */
export const NAUGHTY_FLAG = '__naughty';

export interface NaughtyString {
  /** What the string tries, for test names. */
  name: string;
  value: string;
}

export const NAUGHTY_STRINGS: readonly NaughtyString[] = [
  { name: 'script tag', value: `<script>window.${NAUGHTY_FLAG}=1</script>` },
  { name: 'img onerror', value: `<img src=x onerror="window.${NAUGHTY_FLAG}=1">` },
  { name: 'img onerror alert', value: '"><img src=x onerror=alert(1)>' },
  { name: 'svg onload', value: `<svg onload="window.${NAUGHTY_FLAG}=1"></svg>` },
  { name: 'javascript URL', value: `javascript:window.${NAUGHTY_FLAG}=1` },
  { name: 'iframe srcdoc', value: `<iframe srcdoc="<script>parent.${NAUGHTY_FLAG}=1</script>"></iframe>` },
  { name: 'math href', value: `<math><mtext><a href="javascript:window.${NAUGHTY_FLAG}=1">x</a></mtext></math>` },
  { name: 'style expression', value: '<div style="width: expression(alert(1))">寬</div>' },
  { name: 'RTL override', value: '\u202Egnp.exe 文件\u202C' },
  { name: 'zero-width characters', value: '零\u200B寬\u200C字\u200D元\uFEFF' },
  { name: 'SQL-ish quotes', value: `'; DROP TABLE options; -- "x"` },
  { name: 'emoji', value: '🚚💨 車隊 👩‍🔧🏳️‍🌈' },
  { name: 'template literal', value: '${7*7} #{7*7}' },
  { name: 'mustache', value: '{{constructor.constructor("alert(1)")()}}' },
  { name: 'very long string', value: '長'.repeat(2000) },
  { name: 'HTML entities', value: '&lt;b&gt;粗&lt;/b&gt; &amp; &#x3C;' },
];

/** A naughty string cut to a field's length limit (and at least `min` characters, padded). */
export function fitted(value: string, max: number, min = 1): string {
  const cut = [...value].slice(0, max).join('');
  return cut.trim().length >= min ? cut : `${cut}${'字'.repeat(min)}`.slice(0, max);
}

/** Payloads that would run if rendered as HTML: their flag must never be set. */
export const SCRIPT_PAYLOADS = NAUGHTY_STRINGS.filter((s) => /<|javascript:/i.test(s.value));
