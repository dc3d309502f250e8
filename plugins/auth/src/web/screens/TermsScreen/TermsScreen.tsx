import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { TermsText } from '../../components/TermsText/TermsText.tsx';
import { formatDate, queryKeys, useAuthClient } from '../../hooks.ts';

/** /terms-and-conditions: the published terms, readable without an account. */
export default function TermsScreen() {
  const client = useAuthClient();
  const terms = useQuery({ queryKey: queryKeys.terms, queryFn: () => client.getTerms(undefined) });
  return (
    <Container size="md" my="lg">
      <Stack gap="md">
        <Title order={1}>Terms and Conditions</Title>
        {terms.isPending && <Loader aria-label="Loading terms" />}
        {terms.isError && <Alert color="red">{MESSAGES.errorLoadingTerms}</Alert>}
        {terms.isSuccess && (
          <Paper withBorder p="lg">
            {terms.data.terms?.updatedAt && (
              <Text size="sm" c="dimmed" mb="sm">
                Last updated {formatDate(terms.data.terms.updatedAt)}
              </Text>
            )}
            <TermsText terms={terms.data.terms} />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
