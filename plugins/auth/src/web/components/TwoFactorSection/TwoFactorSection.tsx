import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { errorText, notifyError, notifySuccess, useSession } from '@app/core/web';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import type { User } from '../../../shared/user.schema.ts';
import { useAuthClient } from '../../hooks.ts';
import { CodeInput } from '../CodeInput/CodeInput.tsx';
import { TwoFactorSetup } from '../TwoFactorSetup/TwoFactorSetup.tsx';

export interface TwoFactorSectionProps {
  user: User;
  /** The organisation requires two-factor: it cannot be turned off. */
  required?: boolean;
}

/** Enable two-factor (QR, secret, code → verify-otp) or turn it off with a current code. */
export function TwoFactorSection({ user, required }: TwoFactorSectionProps) {
  const client = useAuthClient();
  const session = useSession();
  const [setup, setSetup] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const failed = (e: unknown) => setCodeError(errorText(e, MESSAGES.wrongCode));

  const enable = useMutation({
    mutationFn: () => client.enableTwoFactor({}),
    onSuccess: (data) => setSetup(data),
    onError: (e) => notifyError(errorText(e, MESSAGES.errorDuring('two-factor setup'))),
  });
  const verify = useMutation({
    mutationFn: (token: string) => client.verifyOtp({ token }),
    onSuccess: (data) => {
      if (data.status !== 'success') return setCodeError(data.message || MESSAGES.wrongCode);
      notifySuccess(MESSAGES.twoFaSetUp);
      setSetup(null);
      setCode('');
      void session.refresh();
    },
    onError: (e) =>
      e instanceof ApiError && e.status < 500 ? failed(e) : notifyError(errorText(e, MESSAGES.wrongCode)),
  });
  const disable = useMutation({
    mutationFn: (token: string) => client.disableTwoFactor({ token }),
    onSuccess: () => {
      notifySuccess(MESSAGES.changesSaved);
      setDisabling(false);
      setCode('');
      void session.refresh();
    },
    onError: failed,
  });
  const busy = verify.isPending || disable.isPending;
  const codeInput = (submit: (token: string) => void) => (
    <CodeInput
      value={code}
      error={codeError}
      disabled={busy}
      onChange={(v) => {
        setCode(v);
        setCodeError(null);
      }}
      onComplete={submit}
    />
  );

  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4">
          Two-factor authentication
        </Title>
        {user.two_factor_enabled ? (
          <>
            <Alert color="green" role="status">
              Two-factor authentication is enabled for your account.
            </Alert>
            {required ? (
              <Text size="sm">Your organisation requires two-factor authentication, so it cannot be turned off.</Text>
            ) : disabling ? (
              <>
                {codeInput((t) => disable.mutate(t))}
                <Group>
                  <Button
                    color="red"
                    loading={disable.isPending}
                    disabled={code.length !== 6}
                    onClick={() => disable.mutate(code)}
                  >
                    Turn Off
                  </Button>
                  <Button variant="default" onClick={() => setDisabling(false)}>
                    Cancel
                  </Button>
                </Group>
              </>
            ) : (
              <Button variant="default" style={{ alignSelf: 'flex-start' }} onClick={() => setDisabling(true)}>
                Turn off two-factor authentication
              </Button>
            )}
          </>
        ) : setup ? (
          <>
            <Text size="sm">Scan the QR code with your authenticator app, then enter the code it shows.</Text>
            <TwoFactorSetup secret={setup.secret} otpauthUrl={setup.otpauth_url} />
            {codeInput((t) => verify.mutate(t))}
            <Button loading={verify.isPending} disabled={code.length !== 6} onClick={() => verify.mutate(code)}>
              {MESSAGES.twoFaFinish}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">Protect your account with a 6 digit code from an authenticator app at every sign-in.</Text>
            <Button style={{ alignSelf: 'flex-start' }} loading={enable.isPending} onClick={() => enable.mutate()}>
              Enable two-factor authentication
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
