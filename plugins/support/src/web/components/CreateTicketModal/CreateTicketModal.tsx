import { notifySuccess, ThreadFilesInput, useThreadSubmit } from '@app/core/web';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SEVERITIES,
  SEVERITY_LABELS,
  SUPPORT_MESSAGES as M,
  type Severity,
  type Ticket,
} from '../../../shared/index.ts';
import { supportKeys, useSupportClient } from '../../hooks.ts';
import { useSupportTransport } from '../../transport.tsx';

/** The create-ticket popup: subject, content, severity and files (seed 002 §2). */
export function CreateTicketModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose(): void;
  onCreated?(ticket: Ticket): void;
}) {
  const client = useSupportClient();
  const transport = useSupportTransport();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [severity, setSeverity] = useState<Severity>('low');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useThreadSubmit({
    upload: transport.uploadAll,
    send: (fileIds) => client.createTicket({ ticket: { subject, content, severity }, fileIds }),
    onSuccess: (res) => {
      notifySuccess(M.created);
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      setSubject('');
      setContent('');
      setSeverity('low');
      onCreated?.(res.ticket);
      onClose();
    },
    failed: M.errorDuring('ticket creation'),
  });
  const submit = () => {
    const next: Record<string, string> = {};
    if (!subject.trim()) next.subject = M.subjectRequired;
    if (!content.trim()) next.content = M.contentRequired;
    setErrors(next);
    if (!Object.keys(next).length) create.submit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="New Ticket" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Subject"
          required
          maxLength={200}
          value={subject}
          onChange={(e) => {
            setSubject(e.currentTarget.value);
            setErrors((old) => ({ ...old, subject: '' }));
          }}
          error={errors.subject || undefined}
          data-autofocus
        />
        <Textarea
          label="Content"
          required
          autosize
          minRows={4}
          maxLength={10_000}
          value={content}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            setErrors((old) => ({ ...old, content: '' }));
          }}
          error={errors.content || undefined}
        />
        <Select
          label="Severity"
          data={SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }))}
          value={severity}
          onChange={(v) => setSeverity((v as Severity) ?? 'low')}
          allowDeselect={false}
        />
        <ThreadFilesInput label="Files" value={create.files} onChange={create.setFiles} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.pending}>
            Create Ticket
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
