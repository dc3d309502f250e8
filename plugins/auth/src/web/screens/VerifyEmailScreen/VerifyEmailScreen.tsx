import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { AuthCard } from '../../components/AuthCard/AuthCard.tsx';
import { useAuthClient } from '../../hooks.ts';

/** /verify?token=: the e-mail verification result. */
export default function VerifyEmailScreen() {
  const client = useAuthClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['auth', 'verify-token', token],
    queryFn: () => client.verifyToken({ token }),
    enabled: !!token,
    staleTime: Infinity,
  });
  const verified = result.isSuccess && result.data.status === 'success';
  const failed = !token || result.isError || (result.isSuccess && !verified);

  return (
    <AuthCard title="E-mail verification">
      {failed ? (
        <Alert color="red" role="alert">
          {MESSAGES.verifyFailed}
        </Alert>
      ) : verified ? (
        <Alert color="green" role="status">
          <Stack gap={4}>
            <Text fw={600}>Your e-mail address has been verified.</Text>
            <Text>
              Verified address: <strong>{result.data.email}</strong>
            </Text>
          </Stack>
        </Alert>
      ) : (
        <Loader aria-label="Verifying your e-mail address" />
      )}
      <Anchor component={Link} to="/">
        Continue to the application
      </Anchor>
    </AuthCard>
  );
}
