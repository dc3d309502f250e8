import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, notifySuccess, useSession } from '@app/core/web';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { useAuthClient } from '../../hooks.ts';
import { CodeInput } from '../CodeInput/CodeInput.tsx';
import { TwoFactorSetup } from '../TwoFactorSetup/TwoFactorSetup.tsx';

const STATUS_KEY = ['auth', 'two-factor-status'];

/** Seed §2: when a user has a secret but setup is not complete, a popup offers to finish it. */
export function TwoFactorPendingPopup() {
  const client = useAuthClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => client.twoFactorStatus(undefined),
    enabled: Boolean(session.user),
  });
  const verify = useMutation({
    mutationFn: (token: string) => client.verifyOtp({ token }),
    onSuccess: () => {
      notifySuccess(MESSAGES.twoFaSetUp);
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      void session.refresh();
    },
    onError: (e) => setError(errorText(e, MESSAGES.wrongCode)),
  });
  const data = status.data;
  if (!data?.pending || !data.secret || !data.otpauth_url) return null;
  return (
    <Modal
      opened={!dismissed}
      onClose={() => setDismissed(true)}
      title="Finish two-factor setup"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          You started setting up two-factor authentication. Scan the code with your authenticator app and enter the 6
          digit code.
        </Text>
        <TwoFactorSetup secret={data.secret} otpauthUrl={data.otpauth_url} />
        <CodeInput
          value={code}
          error={error}
          disabled={verify.isPending}
          onChange={(v) => {
            setCode(v);
            setError(null);
          }}
          onComplete={(v) => verify.mutate(v)}
        />
        <Button
          onClick={() => code.length === 6 && verify.mutate(code)}
          loading={verify.isPending}
          disabled={code.length !== 6}
        >
          {MESSAGES.twoFaFinish}
        </Button>
      </Stack>
    </Modal>
  );
}
