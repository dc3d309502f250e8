import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DD_MESSAGES as M, TYPE_LABELS, isCorporateType, type ElementType } from '../../../shared/index.ts';

/** Reject a submitted due diligence: a reason is required. */
export function RejectModal({
  busy,
  onClose,
  onReject,
}: {
  busy: boolean;
  onClose(): void;
  onReject(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Reject Due Diligence" centered>
      <Stack gap="sm">
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="#b3261e"
            loading={busy}
            onClick={() => (reason.trim() ? onReject(reason.trim()) : setError(M.reasonRequired))}
          >
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Add an element of sections 2–6 by its name. */
export function AddElementModal({
  type,
  busy,
  onClose,
  onAdd,
}: {
  type: ElementType;
  busy: boolean;
  onClose(): void;
  onAdd(name: string): void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = isCorporateType(type) ? 'Company Name' : 'Full Name';
  return (
    <Modal opened onClose={onClose} title={`Add New ${TYPE_LABELS[type]}`} centered>
      <Stack gap="sm">
        <TextInput
          label={label}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          maxLength={200}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => (name.trim() ? onAdd(name.trim()) : setError(M.nameRequired))}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
