import { Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useId, useState, type FormEvent } from 'react';
import type { ImportJob } from '../../../shared/index.ts';
import { LIST_SOURCES } from '../../hooks.ts';
import { useScreeningTransport } from '../../transport.tsx';

export interface ImportListFormProps {
  /** Called with the started job (the caller polls it). */
  onStarted?: (job: ImportJob) => void;
}

/** 'Import list': a source and one or more files, sent as multipart (source, then files). */
export function ImportListForm({ onStarted }: ImportListFormProps) {
  const transport = useScreeningTransport();
  const headingId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ source?: string | null; files?: string | null }>({});
  const upload = useMutation({
    mutationFn: () => transport.uploadImport(source ?? '', files),
    onSuccess: ({ job }) => {
      notifySuccess(`Import of the ${job.source.toUpperCase()} list started`);
      setFiles([]);
      onStarted?.(job);
    },
    onError: (e) =>
      notifyError(errorText(e, 'There was an error during file upload.\nPlease try again or contact the support')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      source: source ? null : 'Please choose a list source',
      files: files.length ? null : 'Please choose at least one file',
    };
    setErrors(next);
    if (!next.source && !next.files) upload.mutate();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            Import list
          </Title>
          <Text size="sm" c="dimmed">
            Upload the file(s) as published by the source: OFAC SDN XML (or sdn/alt/add CSV), UN consolidated XML, UK
            sanctions list XML/CSV, EU consolidated XML, or FollowTheMoney JSON lines.
          </Text>
          <Group align="flex-start" grow>
            <Select
              label="List source"
              placeholder="Choose a source"
              withAsterisk
              data={LIST_SOURCES.map((s) => ({ value: s.value, label: s.label }))}
              value={source}
              error={errors.source}
              onChange={(v) => {
                setSource(v);
                setErrors((e) => ({ ...e, source: null }));
              }}
              allowDeselect={false}
            />
            <FileInput
              label="List files"
              description="XML, CSV or JSON as published; several files for multi-file sources"
              withAsterisk
              multiple
              clearable
              value={files}
              error={errors.files}
              onChange={(v) => {
                setFiles(v ?? []);
                setErrors((e) => ({ ...e, files: null }));
              }}
              accept=".xml,.csv,.json,.jsonl,.ndjson,.zip,.gz"
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={upload.isPending}>
              Import list
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
