import { Button, Group, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { queryKeys, useAuthClient } from '../../hooks.ts';
import { TermsText } from '../TermsText/TermsText.tsx';

export interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirming?: boolean;
}

/** Registration terms popup; confirming submits the registration. */
export function TermsModal({ opened, onClose, onConfirm, confirming }: TermsModalProps) {
  const client = useAuthClient();
  const terms = useQuery({ queryKey: queryKeys.terms, queryFn: () => client.getTerms(undefined), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title="Terms and Conditions" size="lg" centered>
      <ScrollArea.Autosize mah="55vh" type="auto">
        {terms.isPending ? (
          <Loader size="sm" aria-label="Loading terms" />
        ) : terms.isError ? (
          <Text c="red.8">{MESSAGES.errorLoadingTerms}</Text>
        ) : (
          <TermsText terms={terms.data.terms} />
        )}
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button onClick={onConfirm} loading={confirming}>
          {MESSAGES.termsConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
