import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { StoryProviders } from '../testing/StoryProviders.tsx';
import { ThreadAttachments } from './ThreadAttachments.tsx';
import { ThreadFilesInput } from './ThreadFilesInput.tsx';
import { ThreadMessages, type ThreadMessageView } from './ThreadMessages.tsx';
import { ThreadStatusPicker } from './ThreadStatusPicker.tsx';
import { useThreadSubmit } from './use-thread-submit.ts';

/** The screen parts tasks and support share; each plugin's screens show them with its own data. */
const meta = {
  title: 'Core/Thread',
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const failed = 'There was an error during file download.\nPlease try again or contact the support';
const save = async () => undefined;
const scan = { _id: '6561f0c2a1b2c3d4e5f60001', filename: 'passport-scan.pdf', filesize: 482_113 };
const messages: ThreadMessageView[] = [
  {
    id: '1',
    author: 'alice.compliance',
    at: '20/11/2026 09:30',
    text: 'The passport copy expires next month;\nplease request a new certified copy.',
    attachments: [scan],
  },
  { id: '2', author: 'bob.manager', at: '20/11/2026 14:05', text: 'Requested from the client today.', attachments: [] },
];

export const Discussion: Story = {
  render: () => <ThreadMessages label="Discussion" messages={messages} save={save} failedMessage={failed} />,
};
export const StaffReplies: Story = {
  render: () => (
    <ThreadMessages
      label="Messages"
      save={save}
      failedMessage={failed}
      messages={[
        {
          ...messages[1]!,
          id: '3',
          author: 'support (support)',
          text: 'We raised the limit, please try again.',
          staff: true,
        },
        messages[0]!,
      ]}
    />
  ),
};
export const NoMessagesYet: Story = {
  render: () => (
    <ThreadMessages label="Messages" empty="No messages yet" messages={[]} save={save} failedMessage={failed} />
  ),
};
export const Attachments: Story = {
  render: () => (
    <ThreadAttachments
      label="Attachments of the task"
      files={[scan, { ...scan, _id: '2', filename: 'notes.txt', filesize: 812 }]}
      save={save}
      failedMessage={failed}
    />
  ),
};
export const NoAttachments: Story = {
  render: () => <ThreadAttachments label="Attachments of the ticket" files={[]} save={save} failedMessage={failed} />,
};

type Status = 'open' | 'pending' | 'closed';
const statuses: { value: Status; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'pending', label: 'Pending' },
  { value: 'closed', label: 'Closed' },
];
function StatusPicker() {
  const [current, setCurrent] = useState<Status>('open');
  return (
    <Stack gap="xs">
      <ThreadStatusPicker current={current} options={statuses} w={180} saving={false} onSave={(s) => setCurrent(s)} />
      <Text size="sm">Saved: {current}</Text>
    </Stack>
  );
}
/** Save shows once the choice differs from the saved status. */
export const StatusWithSave: Story = { render: () => <StatusPicker /> };

function Composer({ fail }: { fail?: boolean }) {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const reply = useThreadSubmit({
    upload: async (files) => files.map((f, i) => ({ _id: `${i}-${f.name}` })),
    send: async (fileIds) => {
      await new Promise((r) => setTimeout(r, 300));
      if (fail) throw new Error('offline');
      return `${text} (${fileIds.length} files)`;
    },
    onSuccess: (line) => {
      setText('');
      setSent((old) => [...old, line]);
    },
    failed: 'There was an error during sending the reply.\nPlease try again or contact the support',
  });
  return (
    <Stack gap="xs" maw={480}>
      <Textarea label="Reply" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <ThreadFilesInput label="Files" value={reply.files} onChange={reply.setFiles} />
      <Button onClick={reply.submit} loading={reply.pending}>
        Send
      </Button>
      {sent.map((line, i) => (
        <Text key={i} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
/** Upload, then send once however often Send is clicked; the files clear on success. */
export const UploadThenSend: Story = { render: () => <Composer /> };
export const SendFails: Story = { render: () => <Composer fail /> };
