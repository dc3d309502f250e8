import { Input } from '@mantine/core';
import { Plate, PlateContent, usePlateEditor } from 'platejs/react';
import { useId } from 'react';
import { opsToPlate, plateToOps, type RichText } from '../../../../shared/index.ts';

export interface CommentEditorProps {
  label: string;
  value: RichText | null | undefined;
  readOnly?: boolean;
  pending?: boolean;
  onChange?(value: RichText): void;
}

/** A role comment in Plate rich text; it travels as the seed's ops list. */
export function CommentEditor({ label, value, readOnly, pending, onChange }: CommentEditorProps) {
  const id = useId();
  const editor = usePlateEditor({ value: opsToPlate(value) as never });
  return (
    <Input.Wrapper
      label={label}
      description={pending ? 'Pending approval' : readOnly ? 'Read-only' : undefined}
      labelProps={{ id }}
    >
      <Plate editor={editor} readOnly={readOnly} onChange={({ value: v }) => onChange?.(plateToOps(v))}>
        <PlateContent
          aria-labelledby={id}
          role="textbox"
          aria-multiline="true"
          aria-readonly={readOnly ? 'true' : undefined}
          placeholder={readOnly ? '' : 'Write a comment'}
          // Plate's default placeholder (#aaa, faded) fails AA contrast in the document information dialog (axe, issue 30).
          renderPlaceholder={({ attributes, children }) => (
            <span {...attributes} style={{ ...attributes.style, opacity: 1, color: 'var(--mantine-color-gray-7)' }}>
              {children}
            </span>
          )}
          style={{
            minHeight: 64,
            padding: '8px 12px',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
            background: readOnly ? 'var(--mantine-color-gray-0)' : undefined,
          }}
        />
      </Plate>
    </Input.Wrapper>
  );
}
