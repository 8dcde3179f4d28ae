/** How many names a delete confirmation lists before it says 等 N 筆. */
export const NAMES_SHOWN = 5;

/**
 * What a delete confirmation says goes, by name: 確定要刪除 3 筆：ABC-123、DEF-456、GHI-789？ and,
 * past five, the first five and 等 12 筆. Pure, so the wording is tested without a dialog.
 */
export function deleteMessage(names: readonly string[], shown = NAMES_SHOWN): string {
  const listed = names.slice(0, shown).join('、');
  const more = names.length > shown ? ` 等 ${names.length} 筆` : '';
  return `確定要刪除 ${names.length} 筆：${listed}${more}？此動作無法復原。`;
}

