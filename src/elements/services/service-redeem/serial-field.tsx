import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfter, formatSerialInput, keptBefore, serialProblem, SERIAL_CHARS } from '../../../core/plus';
import { TextInput } from '../../shared/ui';

export interface SerialFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The server's word on this serial (e.g. 查無此序號…), shown under the field. */
  error?: string;
}

/**
 * The serial input (spec 2.11): capitals and dashes appear as the user types ('abcd1234' →
 * 'ABCD-1234'), the caret stays after the same characters, and a character that cannot belong to a
 * serial is named under the field and kept.
 */
export function SerialField({ value, onValueChange, error }: SerialFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const field = input.current;
    // Only while the user is in the field (a plain page or a shadow root): setting it moves focus elsewhere.
    if (caret.current !== null && field && (field.getRootNode() as Document | ShadowRoot).activeElement === field) {
      field.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [value]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    const formatted = formatSerialInput(typed);
    input.current = event.currentTarget;
    const at = event.currentTarget.selectionStart;
    caret.current = at === null || at >= typed.length ? formatted.length : caretAfter(formatted, keptBefore(typed, at));
    onValueChange(formatted);
  }

  return (
    <TextInput label="兌換序號" required value={value} onChange={onChange} error={serialProblem(value) || error}
      hint={`${SERIAL_CHARS} 碼英文字母或數字，例如 ABCD-1234-EFGH-5678`} autoComplete="off" spellCheck={false}
      autoCapitalize="characters" />
  );
}
