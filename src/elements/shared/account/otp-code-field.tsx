import { TextInput } from '../ui';

export interface OtpCodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  label?: string;
}

/** Keeps the digits of what was typed or pasted, at most six. */
export const onlyDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/** The six-digit code box: numeric keypad on phones, and the browser's one-time-code autofill. */
export function OtpCodeField({ value, onValueChange, error, label = '驗證碼' }: OtpCodeFieldProps) {
  return (
    <TextInput label={label} required error={error} name="otp" value={value} inputMode="numeric" autoComplete="one-time-code"
      pattern="[0-9]{6}" maxLength={6} hint="請輸入 6 位數字驗證碼" onChange={(event) => onValueChange(onlyDigits(event.target.value))} />
  );
}

export function checkOtpCode(code: string): string | undefined {
  if (!code) return '請輸入驗證碼。';
  if (!/^[0-9]{6}$/.test(code)) return '驗證碼為 6 位數字。';
  return undefined;
}
