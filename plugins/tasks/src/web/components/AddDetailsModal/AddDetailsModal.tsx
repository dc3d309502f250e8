import { errorText, notifyError } from '@app/core/web';
import { Button, FileInput, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TASK_MESSAGES as M } from '../../../shared/index.ts';
import { tasksKeys, useTasksClient } from '../../hooks.ts';
import { useTasksTransport } from '../../transport.tsx';

/** The 'Add more details' popup: a message with attachments; a second send while one is in flight is ignored. */
export function AddDetailsModal({ taskId, opened, onClose }: { taskId: string; opened: boolean; onClose(): void }) {
  const client = useTasksClient();
  const transport = useTasksTransport();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const send = useMutation({
    mutationFn: async () => {
      const uploaded = await transport.uploadAll(files);
      return client.createTaskMessage({ task_id: taskId, content, files: uploaded.map((f) => f._id) });
    },
    onSuccess: () => {
      setContent('');
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: tasksKeys.item(taskId) });
      onClose();
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('sending the message'))),
    onSettled: () => {
      sending.current = false;
    },
  });
  const submit = () => {
    if (sending.current) return;
    if (!content.trim()) {
      setError(M.contentRequired);
      return;
    }
    setError(null);
    sending.current = true;
    send.mutate();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={M.addMoreDetails} size="lg">
      <Stack gap="sm">
        <Textarea label="Message" required autosize minRows={4} maxLength={10_000} value={content} onChange={(e) => setContent(e.currentTarget.value)} error={error} data-autofocus />
        <FileInput label="Attachments" description="10 MB per file" multiple clearable clearButtonProps={{ 'aria-label': 'Remove the chosen files' }} value={files} onChange={setFiles} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={submit} loading={send.isPending}>Send</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
