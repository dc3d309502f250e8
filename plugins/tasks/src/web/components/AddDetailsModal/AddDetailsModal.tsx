import { ThreadFilesInput, useThreadSubmit } from '@app/core/web';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TASK_MESSAGES as M } from '../../../shared/index.ts';
import { tasksKeys, useTasksClient } from '../../hooks.ts';
import { useTasksTransport } from '../../transport.tsx';

/** The 'Add more details' popup: a message with attachments; a second send while one is in flight is ignored. */
export function AddDetailsModal({ taskId, opened, onClose }: { taskId: string; opened: boolean; onClose(): void }) {
  const client = useTasksClient();
  const transport = useTasksTransport();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useThreadSubmit({
    upload: transport.uploadAll,
    send: (files) => client.createTaskMessage({ task_id: taskId, content, files }),
    onSuccess: () => {
      setContent('');
      void queryClient.invalidateQueries({ queryKey: tasksKeys.item(taskId) });
      onClose();
    },
    failed: M.errorDuring('sending the message'),
  });
  const submit = () => {
    if (!content.trim()) {
      setError(M.contentRequired);
      return;
    }
    setError(null);
    send.submit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={M.addMoreDetails} size="lg">
      <Stack gap="sm">
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxLength={10_000}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <ThreadFilesInput label="Attachments" value={send.files} onChange={send.setFiles} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.pending}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
