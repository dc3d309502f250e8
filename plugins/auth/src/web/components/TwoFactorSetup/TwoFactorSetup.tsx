import { Code, Stack, Text } from '@mantine/core';
import { QrCode } from '../QrCode/QrCode.tsx';

export interface TwoFactorSetupProps {
  secret: string;
  otpauthUrl: string;
}

/** QR code and the secret as text, for adding the account to an authenticator app. */
export function TwoFactorSetup({ secret, otpauthUrl }: TwoFactorSetupProps) {
  return (
    <Stack align="center" gap="xs">
      <QrCode value={otpauthUrl} />
      <Text size="sm">Or enter this key manually:</Text>
      <Code fz="md" aria-label="Authenticator secret">
        {secret}
      </Code>
    </Stack>
  );
}
