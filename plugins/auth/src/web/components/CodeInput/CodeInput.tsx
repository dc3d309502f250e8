import { TextInput } from '@mantine/core';
import { MESSAGES } from '../../../shared/messages.ts';

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once 6 digits are entered (auto-submit). */
  onComplete?: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** Seed's 6-digit two-factor code input; digits only, auto-submits at 6. */
export function CodeInput({ value, onChange, onComplete, error, disabled, autoFocus }: CodeInputProps) {
  return (
    <TextInput
      label={MESSAGES.twoFaLabel}
      value={value}
      error={error || undefined}
      disabled={disabled}
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      styles={{ input: { letterSpacing: '0.4em', fontFamily: 'monospace' } }}
      onChange={(event) => {
        const next = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
        onChange(next);
        if (next.length === 6 && next !== value) onComplete?.(next);
      }}
    />
  );
}
