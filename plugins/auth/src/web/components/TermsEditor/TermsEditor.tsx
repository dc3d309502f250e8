import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';

export interface TermsEditorProps {
  /** The current text; the editor resets to it whenever it changes (after a save or a restore). */
  initial: string;
  saving?: boolean;
  onSave: (content: string) => void;
}

/** The terms text with Save (each save becomes a new version). */
export function TermsEditor({ initial, saving, onSave }: TermsEditorProps) {
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Terms and Conditions"
          autosize
          minRows={8}
          maxRows={24}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={text === initial}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The `structure` saved with a text: one paragraph node per line (seed: a JSON string of the editor's document). */
export const structureOf = (text: string) =>
  JSON.stringify(text.split('\n').map((line) => ({ type: 'p', children: [{ text: line }] })));
