import { Button, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { Plate, PlateContent, usePlateEditor } from 'platejs/react';
import { useRef, useState } from 'react';
import { DOSSIER_MESSAGES as M } from '../../../shared/index.ts';

export interface AddRevisionModalProps {
  opened: boolean;
  busy?: boolean;
  onClose(): void;
  onSave(input: { label: string; comment: unknown }): void;
}

const EMPTY = [{ type: 'p', children: [{ text: '' }] }];
const isEmpty = (v: unknown) => !Array.isArray(v) || JSON.stringify(v) === JSON.stringify(EMPTY);

/**
 * 'Add new Document Revision' [001:82, 290–293]: a label (required: 'Please fill in the name field';
 * validation re-runs on each change once triggered) and an optional rich-text comment (Plate).
 */
export function AddRevisionModal({ opened, busy, onClose, onSave }: AddRevisionModalProps) {
  const [label, setLabel] = useState('');
  const [triggered, setTriggered] = useState(false);
  const comment = useRef<unknown>(EMPTY);
  const editor = usePlateEditor({ value: EMPTY });
  const error = triggered && !label.trim() ? M.snapshotLabelRequired : null;
  const submit = () => {
    setTriggered(true);
    if (!label.trim()) return;
    onSave({ label: label.trim(), comment: isEmpty(comment.current) ? null : comment.current });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add new Document Revision" centered size="lg">
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={error}
          data-autofocus
          maxLength={200}
        />
        <Input.Wrapper label="Comment" description="Optional" labelProps={{ id: 'revision-comment-label' }}>
          <Plate editor={editor} onChange={({ value }) => (comment.current = value)}>
            <PlateContent
              aria-labelledby="revision-comment-label"
              placeholder="What was reviewed, what was found"
              style={{
                minHeight: 100,
                padding: '8px 12px',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 4,
              }}
            />
          </Plate>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
