import { inflateSync } from 'node:zlib';

/**
 * Reads back what the manual's PDF writer wrote, as a reader would: the cross-reference table
 * must point at every object, and each page's text is decoded from its content stream.
 */
export interface ReadPdf { objectCount: number; pageCount: number; pages: string[]; xrefValid: boolean }

export function readPdf(bytes: Buffer): ReadPdf {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1] ?? NaN);
  const xref = text.slice(startxref);
  const count = Number(/^xref\n0 (\d+)\n/.exec(xref)?.[1] ?? NaN);
  const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  const xrefValid = offsets.length === count - 1 && offsets.every((o, i) => text.startsWith(`${i + 1} 0 obj\n`, o));
  const pages: string[] = [];
  let at = 0;
  for (;;) {
    const head = text.indexOf('/Filter /FlateDecode >>\nstream\n', at);
    if (head < 0) break;
    const start = head + '/Filter /FlateDecode >>\nstream\n'.length;
    const length = Number(/\/Length (\d+) \/Filter \/FlateDecode >>\nstream\n$/.exec(text.slice(Math.max(0, head - 40), start))?.[1]);
    const content = inflateSync(bytes.subarray(start, start + length)).toString('latin1');
    pages.push([...content.matchAll(/<([0-9A-F]*)> Tj/g)].map((m) => decodeUcs2(m[1])).join('\n'));
    at = start + length;
  }
  const pageCount = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1] ?? NaN);
  return { objectCount: count - 1, pageCount, pages, xrefValid };
}

function decodeUcs2(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}
