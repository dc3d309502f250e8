import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifyError } from '@app/core/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES as M, type Wallet } from '../../../shared/index.ts';
import { adminKeys, errorDetail, useAdminClient } from '../../hooks.ts';

/** The USDT deposit address with Generate Wallet and Copy [000:20, 41]. */
export function WalletCard({ wallet }: { wallet: Wallet }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: () => client.allocateWallet({ chain: wallet.chain }),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.wallet, data),
    onError: (e) => notifyError(errorDetail(e), M.errorRequestingWallet),
  });
  const shown = generate.data ?? wallet;
  const network = shown.chain === 'TRC20' ? 'TRON (TRC20)' : 'Ethereum (ERC20)';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wallet-title" maw={720}>
      <Stack>
        <Title order={2} size="h4" id="wallet-title">
          USDT deposit address
        </Title>
        {shown.demo && (
          <Alert color="yellow" role="note" title={M.walletDemoTitle} data-testid="wallet-demo">
            {M.walletDemo}
          </Alert>
        )}
        {!shown.configured ? (
          <Alert color="blue" role="status" title="Wallet not available">
            {shown.message ?? M.walletNotConfigured}
          </Alert>
        ) : shown.address ? (
          <>
            <Text size="sm">
              Send USDT on the {network} network only to this address. Credits are added by the support once the deposit
              has arrived.
            </Text>
            <Group wrap="nowrap" align="center">
              <Code
                fz="md"
                p="sm"
                style={{ wordBreak: 'break-all' }}
                aria-label="USDT address"
                data-testid="wallet-address"
              >
                {shown.address}
              </Code>
              <CopyButton value={shown.address}>
                {({ copied, copy }) => (
                  <Button onClick={copy} miw={150}>
                    {copied ? M.walletCopied : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">You have no deposit address yet. Generate one: it stays yours and never changes.</Text>
            <Group>
              <Button onClick={() => generate.mutate()} loading={generate.isPending}>
                Generate Wallet
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
