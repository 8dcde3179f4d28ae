/**
 * A small PDF writer for text documents in Traditional Chinese: headings, paragraphs and bullets laid
 * out on A4 pages. Text is set in MSung-Light, one of the standard CJK fonts every PDF reader
 * supplies (Adobe-CNS1 through the UniCNS-UCS2-H encoding), so no font file is embedded and the
 * document stays a few kilobytes. Pure: blocks in, bytes out.
 */
import { deflateSync } from 'node:zlib';

export type Block =
  | { kind: 'title' | 'heading' | 'subheading' | 'paragraph' | 'bullet'; text: string };

export interface PdfDocumentInput {
  title: string;
  blocks: readonly Block[];
  /** Printed at the foot of every page beside the page number. */
  footer: string;
}

const PAGE = { width: 595, height: 842, margin: 64 } as const;
const STYLE: Record<Block['kind'], { size: number; before: number; indent: number }> = {
  title: { size: 24, before: 0, indent: 0 },
  heading: { size: 16, before: 18, indent: 0 },
  subheading: { size: 12.5, before: 10, indent: 0 },
  paragraph: { size: 10.5, before: 4, indent: 0 },
  bullet: { size: 10.5, before: 2, indent: 14 },
};
const LEADING = 1.5;
const IDEOGRAPHIC_SPACE = '\u3000';
const BULLET = '•';

/** A character's advance in ems: the font's Roman glyphs (CIDs 1–95) are half width, the rest full. */
export const charWidth = (ch: string): number => (ch >= ' ' && ch <= '~' ? 0.5 : 1);

/** Closing punctuation never starts a line: it hangs at the end of the one before. */
const CLOSING = '，。、；：！？）」』》〉】';

const measure = (text: string): number => [...text].reduce((sum, ch) => sum + charWidth(ch), 0);

/**
 * Breaks text into lines no wider than `maxEms`. Chinese may break between any two characters; a
 * run of Latin letters or digits moves to the next line whole when it fits there.
 */
export function wrapText(text: string, maxEms: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const token of text.match(/[\w@.:/-]+|./gsu) ?? []) {
    const w = measure(token);
    if (w > maxEms) {
      for (const ch of token) {
        if (width + charWidth(ch) > maxEms) { lines.push(line); line = ''; width = 0; }
        line += ch;
        width += charWidth(ch);
      }
    } else if (width + w > maxEms && line && !CLOSING.includes(token)) {
      lines.push(line.trimEnd());
      line = token.trimStart();
      width = measure(line);
    } else {
      line += token;
      width += w;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Text as the font's two-byte codes (UCS-2, big-endian), written as a PDF hex string. */
export function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    hex += (code > 0xffff ? 0x3000 : code).toString(16).padStart(4, '0'); // outside the BMP: a blank
  }
  return `<${hex.toUpperCase()}>`;
}

interface PlacedLine { x: number; y: number; size: number; text: string }

/** Lays the blocks out on pages: each page is its lines with their positions. */
export function layout(blocks: readonly Block[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  const bottom = PAGE.margin + 24;
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const lineHeight = style.size * LEADING;
    const maxEms = (PAGE.width - 2 * PAGE.margin - style.indent) / style.size;
    const lines = wrapText(block.text, block.kind === 'bullet' ? maxEms - 1 : maxEms);
    // A heading never ends a page: it moves on with at least two lines after it.
    const keep = block.kind === 'heading' || block.kind === 'subheading' ? lineHeight * 3 : lineHeight;
    y -= style.before;
    if (y - keep < bottom) { pages.push([]); y = PAGE.height - PAGE.margin; }
    lines.forEach((text, i) => {
      if (y - lineHeight < bottom) { pages.push([]); y = PAGE.height - PAGE.margin; }
      y -= lineHeight;
      const bullet = block.kind === 'bullet';
      const x = PAGE.margin + style.indent + (bullet ? style.size : 0);
      pages[pages.length - 1].push({ x, y, size: style.size, text });
      if (bullet && i === 0) pages[pages.length - 1].push({ x: x - style.size, y, size: style.size, text: BULLET });
    });
  }
  return pages;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

function pageContent(lines: readonly PlacedLine[], footer: string): string {
  const foot = { x: PAGE.margin, y: PAGE.margin - 16, size: 8.5, text: footer };
  return [...lines, foot]
    .map((l) => `BT /F1 ${fmt(l.size)} Tf 1 0 0 1 ${fmt(l.x)} ${fmt(l.y)} Tm ${ucs2Hex(l.text)} Tj ET`)
    .join('\n');
}

/** The whole document as PDF 1.4 bytes. */
export function pdfDocument(input: PdfDocumentInput): Buffer {
  const pages = layout(input.blocks);
  const objects: Array<string | Buffer> = [];
  const add = (body: string | Buffer) => objects.push(body); // an object's number is its index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the pages' numbers are known
  add(`<< /Title ${ucs2HexWithMark(input.title)} /Producer (fleet-console manual) >>`);
  add('<< /Type /Font /Subtype /Type0 /BaseFont /MSung-Light /Encoding /UniCNS-UCS2-H /DescendantFonts [5 0 R] >>');
  add('<< /Type /Font /Subtype /CIDFontType0 /BaseFont /MSung-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (CNS1) /Supplement 4 >> /FontDescriptor 6 0 R /DW 1000 /W [1 95 500] >>');
  add('<< /Type /FontDescriptor /FontName /MSung-Light /Flags 6 /FontBBox [-160 -249 1015 1071] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>');
  const kids: number[] = [];
  pages.forEach((lines, i) => {
    const stream = deflateSync(Buffer.from(pageContent(lines, `${input.footer}${IDEOGRAPHIC_SPACE}第 ${i + 1} / ${pages.length} 頁`), 'latin1'));
    add(Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]));
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(objects.length);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/** A text string outside a content stream (the document's title): UTF-16BE with its byte-order mark. */
function ucs2HexWithMark(text: string): string {
  return `<FEFF${ucs2Hex(text).slice(1)}`;
}
