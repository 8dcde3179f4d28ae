import { describe, expect, it } from 'vitest';
import { charWidth, ucs2Hex, wrapText } from '../../../demo/server/docs/pdf-text';

const width = (line: string) => [...line].reduce((sum, ch) => sum + charWidth(ch), 0);

describe('the manual\'s text layout', () => {
  it('no wrapped line is wider than the measure, and no character is lost but the spaces at a break', () => {
    const text = '車輛列表可新增、編輯、刪除車輛，並將安裝設備的車輛納管。Send the report to fleet-ops@example.com before 18:00 每天。';
    const lines = wrapText(text, 12);
    expect(lines.every((l) => width(l) <= 12)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
  });

  it('a Latin word moves to the next line whole when it fits there, and is cut only when it fits no line', () => {
    expect(wrapText('監控地圖 monitoring', 8)).toEqual(['監控地圖', 'monitoring']);
    expect(wrapText('abc defghij', 4)).toEqual(['abc', 'defghij']);
    expect(wrapText('abcdefghijklmnop', 4)).toEqual(['abcdefgh', 'ijklmnop']);
  });

  it('closing punctuation hangs at the end of a full line instead of starting the next', () => {
    expect(wrapText('勾選「車號」與「駕駛」。', 5)).toEqual(['勾選「車號」', '與「駕駛」。']);
  });

  it('Chinese is two bytes a character; Latin half the width of Chinese', () => {
    expect(ucs2Hex('車A')).toBe('<8ECA0041>');
    expect(charWidth('A')).toBe(0.5);
    expect(charWidth('車')).toBe(1);
  });
});
