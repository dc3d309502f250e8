import { Alert, Button, Checkbox, Group, List, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { SUBMIT_CONFIRMATIONS, documentName, type RequiredDocument } from '../../../shared/index.ts';

export interface SubmitModalProps {
  missingDocuments: RequiredDocument[];
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Missing documents first ('Proceed anyway' overrides), then two confirmations, both needed to enable Submit. */
export function SubmitModal({ missingDocuments, busy, onConfirm, onClose }: SubmitModalProps) {
  const [proceed, setProceed] = useState(missingDocuments.length === 0);
  const [checks, setChecks] = useState([false, false]);
  const ready = proceed && checks.every(Boolean);
  return (
    <Modal opened onClose={onClose} title="Submit Due Diligence" centered size="lg">
      <Stack gap="sm">
        {missingDocuments.length > 0 && (
          <Alert color="yellow" title="Missing documents" role="status">
            <List size="sm" spacing={2}>
              {missingDocuments.map((d) => (
                <List.Item key={`${d.type}-${d.elementId ?? ''}`}>{documentName(d)}</List.Item>
              ))}
            </List>
            {!proceed && (
              <Button mt="sm" size="xs" variant="default" onClick={() => setProceed(true)}>
                Proceed anyway
              </Button>
            )}
          </Alert>
        )}
        {SUBMIT_CONFIRMATIONS.map((text, i) => (
          <Checkbox
            key={text}
            label={text}
            disabled={!proceed}
            checked={checks[i]}
            onChange={(e) => {
              const v = e.currentTarget.checked;
              setChecks((c) => c.map((x, j) => (j === i ? v : x)));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={!ready} loading={busy}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
