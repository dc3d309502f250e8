import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DD_MESSAGES as M, DOC_STATUS_LABELS, documentName, type RequiredDocument } from '../../../shared/index.ts';

export interface ApproveModalProps {
  /** The record's missing and rejected documents. */
  missingDocuments: RequiredDocument[];
  busy?: boolean;
  /** `acknowledged`: the names of the documents approved without (empty when none is missing). */
  onConfirm(acknowledged: string[]): void;
  onClose(): void;
}

/**
 * Approve a submitted due diligence. Missing or rejected documents are listed by name and need an
 * explicit acknowledgement naming them, which the server records in the audit trail and the
 * history (ADR 0073).
 */
export function ApproveModal({ missingDocuments, busy, onConfirm, onClose }: ApproveModalProps) {
  const names = missingDocuments.map(documentName);
  const [acknowledged, setAcknowledged] = useState(false);
  const ready = names.length === 0 || acknowledged;
  return (
    <Modal opened onClose={onClose} title="Approve Due Diligence" centered size="lg">
      <Stack gap="sm">
        {names.length > 0 && (
          <Alert
            color="yellow"
            title={`${names.length} document${names.length === 1 ? ' is' : 's are'} missing or rejected`}
          >
            <List size="sm" spacing={2} aria-label="Documents missing or rejected">
              {missingDocuments.map((d, i) => (
                <List.Item key={`${d.type}-${d.elementId ?? ''}`}>
                  {names[i]} ({DOC_STATUS_LABELS[d.status]?.toLowerCase()})
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {names.length > 0 && (
          <Checkbox
            label={M.approveWithoutLabel}
            description={names.join('; ')}
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.currentTarget.checked)}
          />
        )}
        <Text size="sm">
          Approve this due diligence? The client can no longer change it.
          {names.length > 0 ? ' Your acknowledgement is kept in the audit trail and the history.' : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="#1e6b2e" onClick={() => onConfirm(names)} disabled={!ready} loading={busy}>
            Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
