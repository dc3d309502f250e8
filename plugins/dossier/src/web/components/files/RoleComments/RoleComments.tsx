import { Button, Group, Stack, Text } from '@mantine/core';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import {
  COMMENT_FIELDS,
  tierOf,
  TIERS,
  visibleComments,
  type CommentField,
  type RichText,
} from '../../../../shared/index.ts';
import { useDossierClient } from '../../../hooks.ts';
import { CommentEditor } from './CommentEditor.tsx';

export interface RoleCommentsProps {
  /** The KYC file (or listing of services) in the flat slot shape. */
  slot: Record<string, unknown> & { _id: string };
  role: string;
  readOnly?: boolean;
  onSaved?(): void;
}

const LABELS: Record<CommentField, string> = Object.fromEntries(
  TIERS.map((t) => [t.comment, `${t.label} comment`]),
) as Record<CommentField, string>;

/**
 * The three comment tiers [001:363–367]: each role sees its tiers and edits only its own; auditors
 * and the trust officer see all three disabled. Saved through `comment-upload` as a change request.
 */
export function RoleComments({ slot, role, readOnly, onSaved }: RoleCommentsProps) {
  const client = useDossierClient();
  const own = tierOf(role)?.comment ?? null;
  const [draft, setDraft] = useState<RichText | null>(null);
  const [saving, setSaving] = useState(false);
  const visible = visibleComments(role);
  if (!visible.length) return null;
  const shown = (f: CommentField) => (slot[`new_${f}`] ?? slot[f] ?? null) as RichText | null;

  async function save() {
    if (!own || !draft) return;
    setSaving(true);
    try {
      const res = await client.commentUpload({ comment_structure: { id: slot._id, [own]: draft } });
      notifySuccess(res.message);
      setDraft(null);
      onSaved?.();
    } catch (err) {
      notifyError(errorText(err, 'There was an error during comment save.\nPlease try again or contact the support'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Comments
      </Text>
      {COMMENT_FIELDS.filter((f) => visible.includes(f)).map((f) => (
        <CommentEditor
          key={f}
          label={LABELS[f]}
          value={shown(f)}
          pending={`new_${f}` in slot}
          readOnly={readOnly || f !== own}
          onChange={f === own ? setDraft : undefined}
        />
      ))}
      {own && !readOnly && (
        <Group justify="flex-end">
          <Button size="xs" onClick={save} loading={saving} disabled={!draft}>
            Save comment
          </Button>
        </Group>
      )}
    </Stack>
  );
}
