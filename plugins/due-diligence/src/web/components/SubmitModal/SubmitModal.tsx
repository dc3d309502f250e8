import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SUBMIT_CONFIRMATIONS, type RequiredDocument } from '../../../shared/index.ts';

export interface SubmitModalProps {
  missingDocuments: RequiredDocument[];
  /** 'submit' asks for the two confirmations; 'approve' only lists missing documents [002:148]. */
  purpose: 'submit' | 'approve';
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Missing documents first ('Proceed anyway' overrides), then two confirmations, both needed to enable Submit. */
export function SubmitModal({ missingDocuments, purpose, busy, onConfirm, onClose }: SubmitModalProps) {
  const [proceed, setProceed] = useState(missingDocuments.length === 0);
  const [checks, setChecks] = useState([false, false]);
  const ready = proceed && (purpose === 'approve' || checks.every(Boolean));
  return (
    <Modal opened onClose={onClose} title={purpose === 'submit' ? 'Submit Due Diligence' : 'Approve Due Diligence'} centered size="lg">
      <Stack gap="sm">
        {missingDocuments.length > 0 && (
          <Alert color="yellow" title="Missing documents" role="status">
            <List size="sm" spacing={2}>{missingDocuments.map((d) => <List.Item key={`${d.type}-${d.elementId ?? ''}`}>{d.label}{d.person ? ` for ${d.person}` : ''}</List.Item>)}</List>
            {!proceed && <Button mt="sm" size="xs" variant="default" onClick={() => setProceed(true)}>Proceed anyway</Button>}
          </Alert>
        )}
        {purpose === 'submit' && SUBMIT_CONFIRMATIONS.map((text, i) => (
          <Checkbox key={text} label={text} disabled={!proceed} checked={checks[i]} onChange={(e) => { const v = e.currentTarget.checked; setChecks((c) => c.map((x, j) => (j === i ? v : x))); }} />
        ))}
        {purpose === 'approve' && <Text size="sm">Approve this due diligence? The client can no longer change it.</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={onConfirm} disabled={!ready} loading={busy}>{purpose === 'submit' ? 'Submit' : 'Approve'}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
