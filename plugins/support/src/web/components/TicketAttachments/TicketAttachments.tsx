import { errorText, notifyError } from '@app/core/web';
import { Anchor, Group, List, Text } from '@mantine/core';
import { formatFileSize, SUPPORT_MESSAGES as M, type TicketFile } from '../../../shared/index.ts';
import { useSupportTransport } from '../../transport.tsx';

/** Attachments of a ticket or message, each with a download (filename and size). */
export function TicketAttachments({ files, label }: { files: TicketFile[]; label: string }) {
  const transport = useSupportTransport();
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
