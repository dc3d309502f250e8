import { Button, Group, Input, Stack, Textarea } from '@mantine/core';
import { Plate, PlateContent, usePlateEditor } from 'platejs/react';
import { useRef, useState } from 'react';
import { WORKFLOW_MESSAGES as M } from '../../../shared/index.ts';

export const MIN_REASON = 10;

export interface DenyFormProps {
  busy?: boolean;
  /** Server-side error for the reason (shown under the box). */
  serverError?: string | null;
  onCancel(): void;
  onDeny(input: { text: string; comment: unknown }): void;
}

/** Deny: a reason (at least 10 characters, seed message) and a rich-text comment (Plate). */
export function DenyForm({ busy, serverError, onCancel, onDeny }: DenyFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const comment = useRef<unknown>([]);
  const editor = usePlateEditor({ value: [{ type: 'p', children: [{ text: '' }] }] });
  const submit = () => {
    if (text.trim().length < MIN_REASON) return setError(M.denyReasonShort);
    setError(null);
    onDeny({ text: text.trim(), comment: comment.current });
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason for denying"
        required
        autosize
        minRows={2}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={error ?? serverError ?? undefined}
        data-autofocus
      />
      <Input.Wrapper label="Comment" description="Optional" labelProps={{ id: 'deny-comment-label' }}>
        <Plate editor={editor} onChange={({ value }) => (comment.current = value)}>
          <PlateContent
            aria-labelledby="deny-comment-label"
            placeholder="Explain what needs to change"
            // The editor's default placeholder (#aaa, faded) fails contrast (axe, issue 7).
            renderPlaceholder={({ attributes, children }) => (
              <span {...attributes} style={{ ...attributes.style, opacity: 1, color: 'var(--mantine-color-gray-7)' }}>
                {children}
              </span>
            )}
            style={{
              minHeight: 80,
              padding: '8px 12px',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 4,
            }}
          />
        </Plate>
      </Input.Wrapper>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={submit} loading={busy}>
          Deny
        </Button>
      </Group>
    </Stack>
  );
}

/** Plain text of a Plate value (read-only display of a rejection comment). */
export function plateText(value: unknown): string {
  if (!Array.isArray(value)) return typeof value === 'string' ? value : '';
  const walk = (nodes: unknown[]): string =>
    nodes
      .map((n) =>
        n && typeof n === 'object'
          ? 'text' in n
            ? String((n as { text: unknown }).text)
            : walk((n as { children?: unknown[] }).children ?? [])
          : '',
      )
      .join('');
  return value
    .map((block) => walk([block]))
    .join('\n')
    .trim();
}
