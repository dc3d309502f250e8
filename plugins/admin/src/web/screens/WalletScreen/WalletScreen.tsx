import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { WalletCard } from '../../components/WalletCard/WalletCard.tsx';
import { adminKeys, errorDetail, formatCredits, useAdminClient } from '../../hooks.ts';

/** /wallet [000:20, 41]: the user's USDT deposit address and credit balance. */
export default function WalletScreen() {
  const client = useAdminClient();
  const wallet = useQuery({ queryKey: adminKeys.wallet, queryFn: () => client.getWallet({}) });
  const balance = useQuery({ queryKey: adminKeys.balance, queryFn: () => client.getBalance(undefined) });
  return (
    <Stack gap="md">
      <Title order={1}>Wallet</Title>
      <Paper withBorder p="md" component="section" aria-labelledby="wallet-balance" maw={720}>
        <Title order={2} size="h4" id="wallet-balance">
          Credits
        </Title>
        {balance.isError ? (
          <Text c="red.9" size="sm">
            {M.errorUpdatingBalance}
          </Text>
        ) : (
          <Text size="xl" fw={700} data-testid="wallet-balance">
            {balance.data ? formatCredits(balance.data.credits_balance) : '…'}
          </Text>
        )}
      </Paper>
      {wallet.isPending && <Loader role="status" aria-label="Loading wallet" />}
      {wallet.isError && (
        <Alert color="red" role="alert" title={M.errorRequestingWallet}>
          {errorDetail(wallet.error)}
        </Alert>
      )}
      {wallet.isSuccess && <WalletCard wallet={wallet.data} />}
    </Stack>
  );
}
