import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { formatDate, queryKeys, useAuthClient } from '../../hooks.ts';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its URLs as links (verification and reset links of captured mails). */
function Linkified({ text }: { text: string }) {
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/** /dev/mails: the development outbox (mails the server would have sent). */
export default function DevMailsScreen() {
  const client = useAuthClient();
  const mails = useQuery({ queryKey: queryKeys.outbox, queryFn: () => client.listOutbox(undefined) });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Development outbox</Title>
        <Button variant="default" onClick={() => void mails.refetch()} loading={mails.isFetching}>
          Refresh
        </Button>
      </Group>
      {mails.isPending && <Loader aria-label="Loading mails" />}
      {mails.isError && (
        <Alert color="red">The outbox is not available (it exists only in development without SMTP).</Alert>
      )}
      {mails.isSuccess && mails.data.mails.length === 0 && <Text>No mails captured yet.</Text>}
      {mails.data?.mails.map((mail) => (
        <Paper withBorder p="md" key={mail._id} component="article" aria-label={mail.subject}>
          <Title order={2} size="h5">
            {mail.subject}
          </Title>
          <Text size="sm" mb="xs">
            To {mail.to} · {formatDate(mail.created)}
          </Text>
          <Linkified text={mail.text} />
        </Paper>
      ))}
    </Stack>
  );
}
