import { notifySuccess, ThreadFilesInput, useClient, useThreadSubmit } from '@app/core/web';
import { createDossierClient } from '@app/plugin-dossier/shared';
import { Button, Group, Modal, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { TASK_MESSAGES as M, type Reference, type Task } from '../../../shared/index.ts';
import { tasksKeys, useTasksClient } from '../../hooks.ts';
import { useTasksTransport } from '../../transport.tsx';
import { concernOptions, referenceKey } from './concern-options.ts';

export interface CreateTaskModalProps {
  companyId: string;
  opened: boolean;
  onClose(): void;
  onCreated?(task: Task): void;
  /** A reference to start with (the dossier's 'Create Task' control passes the section or file). */
  initialReference?: Reference | null;
}

/** The create form: assignee, description, comment, the concerned sections and files, attachments. */
export function CreateTaskModal({ companyId, opened, onClose, onCreated, initialReference }: CreateTaskModalProps) {
  const client = useTasksClient();
  const http = useClient();
  const dossier = useMemo(() => createDossierClient(http), [http]);
  const transport = useTasksTransport();
  const queryClient = useQueryClient();
  const [assignee, setAssignee] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [comment, setComment] = useState('');
  const [concerns, setConcerns] = useState<string[]>(initialReference ? [referenceKey(initialReference)] : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const assignees = useQuery({
    queryKey: tasksKeys.assignees,
    queryFn: () => client.listAssignees(undefined),
    enabled: opened,
  });
  const bundle = useQuery({
    queryKey: ['tasks', 'concerns', companyId],
    queryFn: () => dossier.kycFilesInfo({ company_id: companyId }),
    enabled: opened,
    retry: false,
  });
  const options = useMemo(() => {
    const list = concernOptions(bundle.data);
    if (initialReference && !list.some((o) => o.value === referenceKey(initialReference)))
      list.unshift({
        value: referenceKey(initialReference),
        label: 'Referenced item',
        group: 'Sections',
        reference: initialReference,
      });
    return list;
  }, [bundle.data, initialReference]);
  const groups = useMemo(
    () =>
      [...new Set(options.map((o) => o.group))].map((group) => ({
        group,
        items: options.filter((o) => o.group === group).map((o) => ({ value: o.value, label: o.label })),
      })),
    [options],
  );

  const create = useThreadSubmit({
    upload: transport.uploadAll,
    send: (fileIds) => {
      const refs = concerns
        .map((key) => options.find((o) => o.value === key)?.reference)
        .filter((r): r is Reference => Boolean(r));
      return client.createTask({
        task: {
          assignee: assignee!,
          task_comment: comment,
          concerns: refs,
          ...(description.trim() ? { description: description.trim() } : {}),
        },
        fileIds,
        company_id: companyId,
      });
    },
    onSuccess: (res) => {
      notifySuccess(M.created);
      void queryClient.invalidateQueries({ queryKey: tasksKeys.all });
      setAssignee(null);
      setDescription('');
      setComment('');
      setConcerns([]);
      onCreated?.(res.task);
      onClose();
    },
    failed: M.createError,
  });

  const submit = () => {
    const next: Record<string, string> = {};
    if (!assignee) next.assignee = M.assigneeRequired;
    if (!comment.trim()) next.comment = M.commentRequired;
    setErrors(next);
    if (!Object.keys(next).length) create.submit();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create Task" size="lg">
      <Stack gap="sm">
        <Select
          label="Assignee"
          placeholder="Choose a colleague"
          required
          data={(assignees.data?.users ?? []).map((u) => ({ value: u._id, label: u.username }))}
          value={assignee}
          onChange={(v) => {
            setAssignee(v);
            setErrors((e) => ({ ...e, assignee: '' }));
          }}
          error={errors.assignee || undefined}
          searchable
        />
        <TextInput
          label="Description"
          description="A short title; the first line of the comment when empty"
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Textarea
          label="Comment"
          required
          autosize
          minRows={3}
          maxLength={10_000}
          value={comment}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setErrors((old) => ({ ...old, comment: '' }));
          }}
          error={errors.comment || undefined}
        />
        <MultiSelect
          label="Concerns"
          placeholder="Sections and files of the dossier"
          data={groups}
          value={concerns}
          onChange={setConcerns}
          searchable
          clearable
          maxValues={30}
        />
        <ThreadFilesInput label="Attachments" value={create.files} onChange={create.setFiles} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.pending}>
            Create Task
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
