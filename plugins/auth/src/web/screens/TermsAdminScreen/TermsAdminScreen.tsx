import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import type { TermsVersion } from '../../../shared/user.schema.ts';
import { structureOf, TermsEditor } from '../../components/TermsEditor/TermsEditor.tsx';
import { TermsText } from '../../components/TermsText/TermsText.tsx';
import { TermsVersionsTable } from '../../components/TermsVersionsTable/TermsVersionsTable.tsx';
import { formatDate, queryKeys, useAuthClient } from '../../hooks.ts';

/** /admin/terms-admin (super users): edit the terms; every save is kept and any version can be restored. */
export default function TermsAdminScreen() {
  const client = useAuthClient();
  const queryClient = useQueryClient();
  const terms = useQuery({ queryKey: queryKeys.terms, queryFn: () => client.getTerms(undefined) });
  const versions = useQuery({ queryKey: queryKeys.termsVersions, queryFn: () => client.listTermsVersions(undefined) });
  const [viewing, setViewing] = useState<TermsVersion | null>(null);
  const [confirming, setConfirming] = useState<TermsVersion | null>(null);
  const opened = useQuery({
    queryKey: queryKeys.termsVersion(viewing?._id ?? ''),
    queryFn: () => client.getTermsVersion({ id: viewing!._id }),
    enabled: !!viewing,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.terms }),
      queryClient.invalidateQueries({ queryKey: queryKeys.termsVersions }),
    ]);

  const save = useMutation({
    mutationFn: (content: string) => client.saveTerms({ content, structure: structureOf(content) }),
    onSuccess: () => {
      notifySuccess(MESSAGES.changesSaved);
      void refresh();
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.errorSavingTerms)),
  });
  const restore = useMutation({
    mutationFn: (version: TermsVersion) => client.restoreTermsVersion({ id: version._id }),
    onSuccess: () => {
      notifySuccess(MESSAGES.termsRestored);
      setConfirming(null);
      void refresh();
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.errorSavingTerms)),
  });

  return (
    <Stack gap="md">
      <Title order={1}>Terms admin</Title>
      {terms.isPending && <Loader role="status" aria-label="Loading terms" />}
      {terms.isError && (
        <Alert color="red" role="alert">
          {MESSAGES.errorLoadingTerms}
        </Alert>
      )}
      {terms.isSuccess && (
        <Paper withBorder p="md" component="section" aria-label="Edit the terms">
          <TermsEditor
            initial={terms.data.terms?.content ?? ''}
            saving={save.isPending}
            onSave={(content) => save.mutate(content)}
          />
        </Paper>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="terms-versions-title">
        <Title order={2} size="h4" id="terms-versions-title" mb="xs">
          Versions
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Every save is kept. Restoring a version publishes a copy of it as the newest version; nothing is overwritten.
        </Text>
        {versions.isPending && <Loader role="status" aria-label="Loading versions" />}
        {versions.isError && (
          <Alert color="red" role="alert">
            {errorText(versions.error, MESSAGES.errorLoadingTerms)}
          </Alert>
        )}
        {versions.isSuccess && (
          <TermsVersionsTable
            versions={versions.data.versions}
            onView={setViewing}
            onRestore={setConfirming}
            restoringId={restore.isPending ? restore.variables?._id : null}
          />
        )}
      </Paper>

      <Modal
        opened={!!viewing}
        onClose={() => setViewing(null)}
        title={`Version of ${formatDate(viewing?.createdAt)}`}
        size="lg"
      >
        {opened.isPending && <Loader role="status" aria-label="Loading the version" />}
        {opened.isError && (
          <Alert color="red" role="alert">
            {MESSAGES.errorLoadingTerms}
          </Alert>
        )}
        {opened.isSuccess && <TermsText terms={opened.data.version} />}
      </Modal>
      <Modal opened={!!confirming} onClose={() => setConfirming(null)} title="Restore this version?">
        <Stack>
          <Text>
            The version of {formatDate(confirming?.createdAt)} becomes the published terms. The current text stays in
            the history.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button loading={restore.isPending} onClick={() => confirming && restore.mutate(confirming)}>
              Restore
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
