import { Card, Text, Title } from '@mantine/core';
import { AttachmentList, type AttachmentFile } from '../components/AttachmentList/AttachmentList.tsx';

export interface ThreadAttachmentsProps {
  files: AttachmentFile[];
  /** Accessible name of the list ("Attachments of the task"). */
  label: string;
  save(id: string, filename: string): Promise<void>;
  failedMessage: string;
}

/** The card of every file of a thread (its own and its messages'), or "No attachments". */
export function ThreadAttachments({ files, label, save, failedMessage }: ThreadAttachmentsProps) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Attachments
      </Title>
      {files.length ? (
        <AttachmentList files={files} label={label} save={save} failedMessage={failedMessage} />
      ) : (
        <Text size="sm" c="dimmed">
          No attachments
        </Text>
      )}
    </Card>
  );
}
