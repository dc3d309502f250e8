import { Anchor, Group, List, Text } from '@mantine/core';
import { formatFileSize } from '../../../shared/format.ts';
import { errorText, notifyError } from '../../feedback/notify.ts';

export { formatFileSize };

/** A stored file as the tasks and support contracts list it. */
export interface AttachmentFile {
  _id: string;
  filename: string;
  filesize: number;
}

export interface AttachmentListProps {
  files: AttachmentFile[];
  /** Accessible name of the list (e.g. "Attachments of the task"). */
  label: string;
  /** Downloads the file and hands it to the browser (a plugin's file transport `save`). */
  save(id: string, filename: string): Promise<void>;
  /** Shown when a download fails and the server gave no message. */
  failedMessage: string;
}

/** Attachments, each a download button with its filename and size; nothing when there are none. */
export function AttachmentList({ files, label, save, failedMessage }: AttachmentListProps) {
  if (!files.length) return null;
  return (
    <List aria-label={label} size="sm" spacing={4} listStyleType="none" pl={0}>
      {files.map((f) => (
        <List.Item key={f._id}>
          <Group gap="xs" wrap="nowrap">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => save(f._id, f.filename).catch((e) => notifyError(errorText(e, failedMessage)))}
            >
              {f.filename}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatFileSize(f.filesize)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
