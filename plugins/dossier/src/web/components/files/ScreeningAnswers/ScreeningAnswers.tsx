import { Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import {
  answerLabel,
  COMMENT_MESSAGES,
  hasContent,
  QUESTIONS,
  richTextToPlain,
  tierOf,
  visibleAnswerTiers,
  type RichText,
} from '../../../../shared/index.ts';
import { useDossierClient } from '../../../hooks.ts';
import { CommentEditor } from '../RoleComments/CommentEditor.tsx';

export interface ScreeningAnswersProps {
  slot: Record<string, unknown> & { _id: string };
  role: string;
  readOnly?: boolean;
  onSaved?(): void;
}

const pick = (slot: Record<string, unknown>, f: string) => (`new_${f}` in slot ? slot[`new_${f}`] : slot[f]) ?? null;

/**
 * World-check answers [001:208, 272, 369–371]: YES / NO per question and reviewer tier. Choosing YES
 * opens a comment dialog; closing it without a comment sets the answer back to NO with the seed's
 * notice. Higher tiers see the lower tiers' answers read-only; the server enforces agreement.
 */
export function ScreeningAnswers({ slot, role, readOnly, onSaved }: ScreeningAnswersProps) {
  const client = useDossierClient();
  const own = tierOf(role);
  const tiers = visibleAnswerTiers(role);
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [dialog, setDialog] = useState<{ answer: string; comment: string; label: string } | null>(null);
  const [saving, setSaving] = useState(false);
  if (!tiers.length) return null;
  const value = (f: string) => (f in draft ? draft[f] : pick(slot, f));

  const choose = (answer: string, comment: string, label: string, v: string) => {
    setDraft((d) => ({ ...d, [answer]: v }));
    if (v === 'YES') setDialog({ answer, comment, label });
  };
  const closeDialog = () => {
    if (dialog && value(dialog.answer) === 'YES' && !hasContent(value(dialog.comment))) {
      setDraft((d) => ({ ...d, [dialog.answer]: 'NO' }));
      notifyError(COMMENT_MESSAGES.setAsNo(dialog.label));
    }
    setDialog(null);
  };
  async function save() {
    setSaving(true);
    try {
      const res = await client.commentUpload({ comment_structure: { id: slot._id, ...draft } as never });
      for (const n of res.notices) notifyError(n);
      notifySuccess(res.message);
      setDraft({});
      onSaved?.();
    } catch (err) {
      notifyError(
        errorText(err, 'There was an error during screening answers.\nPlease try again or contact the support'),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Screening answers
      </Text>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Question</Table.Th>
            {tiers.map((t) => (
              <Table.Th key={t.role}>{t.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {QUESTIONS.map((q) => (
            <Table.Tr key={q.answer}>
              <Table.Td>{q.label}</Table.Td>
              {tiers.map((t) => {
                const answer = `${q.answer}${t.suffix}`;
                const comment = `${q.comment}${t.suffix}`;
                const mine = own?.suffix === t.suffix && !readOnly;
                const label = answerLabel(q.answer, t.suffix);
                return (
                  <Table.Td key={t.role}>
                    <Stack gap={2}>
                      <SegmentedControl
                        size="xs"
                        aria-label={label}
                        disabled={!mine}
                        value={(value(answer) as string) ?? ''}
                        onChange={(v) => choose(answer, comment, label, v)}
                        data={[
                          { value: 'YES', label: 'YES' },
                          { value: 'NO', label: 'NO' },
                        ]}
                      />
                      {`new_${answer}` in slot && (
                        <Text size="xs" c="indigo.9">
                          pending
                        </Text>
                      )}
                      {hasContent(value(comment)) && (
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {richTextToPlain(value(comment))}
                        </Text>
                      )}
                      {mine && value(answer) === 'YES' && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setDialog({ answer, comment, label })}
                        >
                          Comment
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {own && !readOnly && (
        <Group justify="flex-end">
          <Button size="xs" onClick={save} loading={saving} disabled={!Object.keys(draft).length}>
            Save answers
          </Button>
        </Group>
      )}
      <Modal opened={dialog !== null} onClose={closeDialog} title={dialog ? `${dialog.label}: comment` : ''} centered>
        {dialog && (
          <Stack>
            <CommentEditor
              label="Comment"
              value={value(dialog.comment) as RichText | null}
              onChange={(v) => setDraft((d) => ({ ...d, [dialog.comment]: v }))}
            />
            <Group justify="flex-end">
              <Button onClick={closeDialog}>Done</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
