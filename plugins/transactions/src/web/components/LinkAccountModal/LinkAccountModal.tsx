import { errorText } from '@app/core/web';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { UnlinkedAccount } from '../../../shared/index.ts';
import { useDossierClient } from '../../hooks.ts';
import { ClientSelect } from '../ClientSelect/ClientSelect.tsx';

export const LINK_MESSAGES = {
  notice:
    "The account number is proposed in the client's dossier. It takes effect once a colleague approves it; from then on the account's transactions belong to that client.",
  proposed: (account: string, client: string) =>
    `Link of ${account} to ${client} proposed; it takes effect once a colleague approves it`,
  failed: 'The link could not be proposed. Please try again or contact the support.',
};

export interface LinkAccountModalProps {
  /** The account to link; null keeps the dialog closed. */
  account: UnlinkedAccount | null;
  onClose(): void;
  /** The proposal was saved as a change request in the client's dossier. */
  onProposed(account: string, client: { id: string; name: string }): void;
}

/**
 * One-click link: pick the client, and the account becomes a new account number in that client's dossier
 * through the dossier's own 'Add Account Number' (a change a colleague approves: maker-checker).
 */
export function LinkAccountModal({ account, onClose, onProposed }: LinkAccountModalProps) {
  const dossier = useDossierClient();
  const [clientId, setClientId] = useState<string | null>(null);
  const [clientName, setClientName] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setClientId(null);
    setError(null);
    onClose();
  };
  async function propose() {
    if (!account || !clientId) return;
    setBusy(true);
    setError(null);
    try {
      await dossier.createAccountNumber({ company_id: clientId, account_number: account.account });
      onProposed(account.account, { id: clientId, name: clientName });
      close();
    } catch (e) {
      setError(errorText(e, LINK_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={account !== null} onClose={close} title={`Link account ${account?.account ?? ''} to a client`}>
      <Stack gap="md">
        {account && (
          <Text size="sm">
            {account.count === 1 ? '1 transaction' : `${account.count.toLocaleString('en')} transactions`}
            {account.account_name ? ` of “${account.account_name}”` : ''} are booked on this account.
          </Text>
        )}
        <ClientSelect
          label="Client"
          placeholder="Search a client by name"
          data-autofocus
          value={clientId}
          onChange={(id, name) => {
            setClientId(id);
            setClientName(name ?? '');
          }}
        />
        <Alert color="blue" title="Maker-checker">
          {LINK_MESSAGES.notice}
        </Alert>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={propose} loading={busy} disabled={!clientId}>
            Propose link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
