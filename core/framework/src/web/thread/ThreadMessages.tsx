import { Card, Group, Stack, Text } from '@mantine/core';
import { AttachmentList, type AttachmentFile } from '../components/AttachmentList/AttachmentList.tsx';

/** One message as a thread shows it; owners map their wire shape (`_id`/`id`, date format) to it. */
export interface ThreadMessageView {
  id: string;
  author: string;
  /** The date, already formatted the owner's way. */
  at: string;
  text: string;
  attachments: AttachmentFile[];
  /** Written by support staff: shown on a blue card. */
  staff?: boolean;
}

export interface ThreadMessagesProps {
  messages: ThreadMessageView[];
  /** Accessible name of the list ("Discussion", "Messages"). */
  label: string;
  /** Shown below an empty list; nothing when absent. */
  empty?: string;
  save(id: string, filename: string): Promise<void>;
  failedMessage: string;
}

/** A thread's messages as an ordered list of cards: author, date, text and attachments. */
export function ThreadMessages({ messages, label, empty, save, failedMessage }: ThreadMessagesProps) {
  return (
    <>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
        {messages.map((m) => (
          <li key={m.id}>
            <Card withBorder padding="sm" bg={m.staff ? 'blue.0' : 'gray.0'}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {m.author}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.at}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {m.text}
              </Text>
              <AttachmentList
                files={m.attachments}
                label={`Attachments of the message of ${m.author}`}
                save={save}
                failedMessage={failedMessage}
              />
            </Card>
          </li>
        ))}
      </Stack>
      {empty && messages.length === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </>
  );
}
