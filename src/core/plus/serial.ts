import { SERIAL_NO_PATTERN } from '../api/contract/plus';
import { SERVICE_SOURCE_LABELS, type SerialState, type ServicePeriodState, type ServiceSource } from '../api/contract/vocabulary/services';

/**
 * Serial-number redeem (spec 2.11 'Service redeem', 5): how a typed serial is shown while typing,
 * when its submit is allowed (the contract's SERIAL_NO_PATTERN: 4 groups of 4 letters or digits,
 * dashes optional), what a checked serial allows, and the label of a service's source.
 */

const SERIAL_PATTERN = new RegExp(SERIAL_NO_PATTERN);
/** The letters and digits of a serial, without its dashes. */
export const SERIAL_CHARS = 16;
const SEPARATORS = /[\s-]/g;

/**
 * What the serial field shows for what was typed: capitals, and a dash after every 4 letters or
 * digits ('abcd1234' → 'ABCD-1234'). Spaces and dashes the user typed are taken as separators. Any
 * other character is kept (upper-cased, not regrouped), so nothing typed is lost and the field can
 * name the problem.
 */
export function formatSerialInput(typed: string): string {
  const plain = typed.toUpperCase().replace(SEPARATORS, '');
  if (!/^[A-Z0-9]*$/.test(plain)) return typed.toUpperCase();
  return plain.match(/.{1,4}/g)?.join('-') ?? '';
}

/** Where the caret goes in `formatted` so that `kept` letters or digits stay before it (dashes inserted). */
export function caretAfter(formatted: string, kept: number): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (formatted[i] !== '-' && !/\s/.test(formatted[i])) seen += 1;
    if (seen === kept) return i + 1;
  }
  return formatted.length;
}

/** How many characters other than separators stand before `caret` in `typed`. */
export function keptBefore(typed: string, caret: number): number {
  return typed.slice(0, caret).replace(SEPARATORS, '').length;
}

/** The submit-enabled rule (spec 5): the serial is 4 groups of 4 letters or digits, dashes optional. */
export function isSerialWellFormed(serial: string): boolean {
  return SERIAL_PATTERN.test(serial.trim());
}

/**
 * The field's message for a serial that cannot become well formed by typing more: a character that
 * is not a letter or digit, or more than 16. Empty while it is well formed or merely unfinished.
 */
export function serialProblem(serial: string): string {
  const plain = serial.replace(SEPARATORS, '');
  if (!/^[A-Za-z0-9]*$/.test(plain)) return '序號只能包含英文字母與數字';
  if (plain.length > SERIAL_CHARS) return `序號為 ${SERIAL_CHARS} 碼英文字母或數字`;
  return '';
}

/** What a checked serial allows: redeem it, or it was used, or it has expired (words in the vocabulary). */
export {
  SERIAL_REFUSALS, SERIAL_STATE_LABELS, SERVICE_PERIOD_LABELS, SERVICE_SOURCE_LABELS, type SerialState, type ServicePeriodState,
  type ServiceSource,
} from '../api/contract/vocabulary/services';

export function serialStateOf(info: { used: boolean; expiresAt: number }, at: number): SerialState {
  if (info.used) return 'used';
  return info.expiresAt <= at ? 'expired' : 'usable';
}

/** A service's source as shown: 訂單購買 with its order code, or 序號兌換 with its serial. */
export function serviceSourceText(service: { source: ServiceSource; sourceCode: string }): string {
  const label = SERVICE_SOURCE_LABELS[service.source];
  return service.sourceCode ? `${label} ${service.sourceCode}` : label;
}

export function servicePeriodOf(service: { startTime: number; endTime: number }, at: number): ServicePeriodState {
  if (at < service.startTime) return 'upcoming';
  return at < service.endTime ? 'active' : 'ended';
}

/** What the redeem page says when no serial has the number typed (404). */
export const SERIAL_NOT_FOUND = '查無此序號，請確認輸入是否正確。';
