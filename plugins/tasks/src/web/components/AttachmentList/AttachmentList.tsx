import { errorText, notifyError } from '@app/core/web';
import { Anchor, Group, List, Text } from '@mantine/core';
import { formatFileSize, TASK_MESSAGES as M, type Attachment } from '../../../shared/index.ts';
import { useTasksTransport } from '../../transport.tsx';

/** Attachments with a download each (filename and size, seed 002 §3). */
export function AttachmentList({ files, label = 'Attachments' }: { files: Attachment[]; label?: string }) {
  const transport = useTasksTransport();
  if (!files.length) return null;
  return (
    <List aria-label={label} size="sm" spacing={4} listStyleType="none" pl={0}>
      {files.map((f) => (
        <List.Item key={f._id}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component="button" type="button" size="sm" onClick={() => transport.save(f._id, f.filename).catch((e) => notifyError(errorText(e, M.errorDuring('file download'))))}>
              {f.filename}
            </Anchor>
            <Text size="xs" c="dimmed">{formatFileSize(f.filesize)}</Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
