import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface ValueTableEditorProps {
  /** The field's label; null keeps the dialog closed. */
  title: string | null;
  table: Record<string, string>;
  /** Words of the file no entry covers yet (from the preview), offered as new rows. */
  uncovered?: readonly string[];
  onSave(table: Record<string, string>): void;
  onClose(): void;
}

type Row = { word: string; code: string };

/** A field's value table: the bank's words and the code or value each stands for (exact words, case matters). */
export function ValueTableEditor({ title, table, uncovered = [], onSave, onClose }: ValueTableEditorProps) {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (title !== null) setRows(Object.entries(table).map(([word, code]) => ({ word, code })));
  }, [title, table]);
  const words = rows.map((r) => r.word.trim());
  const duplicate = (i: number) => words[i] !== '' && words.indexOf(words[i]!) !== i;
  const incomplete = rows.some((r) => r.word.trim() === '' || r.code.trim() === '');
  const missing = uncovered.filter((w) => !words.includes(w));
  const set = (i: number, key: keyof Row, v: string) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <Modal opened={title !== null} onClose={onClose} title={`Values of ${title ?? ''}`} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Each word of the bank becomes the code on its right. A word the table does not list is a row error, never
          passed through.
        </Text>
        {rows.map((r, i) => (
          <Group key={i} align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={`Bank word ${i + 1}`}
              placeholder="Bank word, e.g. CASH"
              value={r.word}
              onChange={(e) => set(i, 'word', e.currentTarget.value)}
              error={duplicate(i) ? 'Listed twice' : undefined}
              style={{ flex: 1 }}
            />
            <TextInput
              aria-label={`Code for word ${i + 1}`}
              placeholder="Code, e.g. A"
              value={r.code}
              onChange={(e) => set(i, 'code', e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={`Remove word ${i + 1}`}
              onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
              mt={4}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" size="xs" onClick={() => setRows((rs) => [...rs, { word: '', code: '' }])}>
            Add a word
          </Button>
          {missing.length > 0 && (
            <Button
              variant="default"
              size="xs"
              onClick={() => setRows((rs) => [...rs, ...missing.map((word) => ({ word, code: '' }))])}
            >
              Add the {missing.length} uncovered word{missing.length === 1 ? '' : 's'} of the file
            </Button>
          )}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={incomplete || words.some((_, i) => duplicate(i))}
            onClick={() => {
              onSave(Object.fromEntries(rows.map((r) => [r.word.trim(), r.code.trim()])));
              onClose();
            }}
          >
            Keep these values
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
