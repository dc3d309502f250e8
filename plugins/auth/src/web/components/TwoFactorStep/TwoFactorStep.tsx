import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { CodeInput } from '../CodeInput/CodeInput.tsx';
import { TwoFactorSetup } from '../TwoFactorSetup/TwoFactorSetup.tsx';

export interface TwoFactorChallenge {
  challenge: 'set_up_two_fa' | 'verify_two_fa';
  message?: string;
  secret?: string;
  otpauth_url?: string;
}

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  onSubmit: (code: string) => void;
  /** Server error for the last code; cleared by the parent on new input. */
  error?: string | null;
  onCodeChange?: () => void;
  submitting?: boolean;
}

/** Second login step: QR + secret when setting up, then the 6-digit code and 'Finish Authentication'. */
export function TwoFactorStep({ challenge, onSubmit, error, onCodeChange, submitting }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) onSubmit(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {challenge.message && <Text size="sm">{challenge.message}</Text>}
        {challenge.challenge === 'set_up_two_fa' && challenge.secret && challenge.otpauth_url && (
          <TwoFactorSetup secret={challenge.secret} otpauthUrl={challenge.otpauth_url} />
        )}
        <CodeInput
          value={code}
          autoFocus
          error={error}
          disabled={submitting}
          onChange={(value) => {
            setCode(value);
            onCodeChange?.();
          }}
          onComplete={onSubmit}
        />
        <Button type="submit" loading={submitting} disabled={code.length !== 6}>
          {MESSAGES.twoFaFinish}
        </Button>
      </Stack>
    </form>
  );
}
