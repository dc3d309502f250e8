import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { ApiError } from '@app/core/client';
import { errorText, notifyError, notifySuccess, useClient } from '@app/core/web';
import { createScreeningClient, SCREENING_MESSAGES as SM, type ScreeningResponse } from '@app/plugin-screening/shared';
import { useMemo, useState } from 'react';
import { OPS_SCREENING_TEXTS as T } from './person-screening-texts.ts';

export interface PersonScreeningProps {
  /** The dossier person screened (`sanction-screening {person_id}`). */
  personId: string;
  /** Shown in the confirm dialog (pending values preferred). */
  personName: string;
  /** The confirm dialog is open (the tile's 'Sanction Screaning' button). */
  opened: boolean;
  onClose(): void;
  /** After a PDF went into the world_check slot (reload the dossier). */
  onSaved?(): void;
}

type Step = { kind: 'confirm' } | { kind: 'running' } | { kind: 'missing'; message: string; fields: string[] } | { kind: 'results'; response: ScreeningResponse };

/**
 * Screening from a person [001:100–104, 309, 434–435]: confirm 'Sanction Screaning Request', the
 * waiting dialog, then either the fields the server reports missing (`requiredFileds`) or the results,
 * where 'Save as PDF' files the chosen result in the person's `world_check` slot as a pending new file.
 * Calls go through the screening plugin's shared contract; the person is then monitored.
 */
export function PersonScreening({ personId, personName, opened, onClose, onSaved }: PersonScreeningProps) {
  const http = useClient();
  const screening = useMemo(() => createScreeningClient(http), [http]);
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [saving, setSaving] = useState<number | null>(null);
  const close = () => {
    setStep({ kind: 'confirm' });
    onClose();
  };

  const run = async () => {
    setStep({ kind: 'running' });
    try {
      const res = await screening.sanctionScreening({ person_id: personId });
      setStep({ kind: 'results', response: { ...res.data, search_id: res.search_id } });
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      const fields = body && Array.isArray(body.requiredFileds) ? (body.requiredFileds as string[]) : null;
      if (body && fields?.length) {
        const message = body.message || SM.fillFields(fields);
        notifyError(message);
        setStep({ kind: 'missing', message, fields });
        return;
      }
      notifyError(errorText(err, SM.requestFailed));
      close();
    }
  };

  const save = async (index: number, searchId: string) => {
    setSaving(index);
    try {
      const res = await screening.saveSanctionAsPdf({ person_id: personId, sanctionIndex: index, search_id: searchId });
      notifySuccess(res.message || SM.savedPdf);
      onSaved?.();
      close();
    } catch (err) {
      notifyError(errorText(err, SM.errorSavingPdf));
    } finally {
      setSaving(null);
    }
  };

  if (!opened) return null;
  if (step.kind === 'running') {
    return (
      <Modal opened onClose={() => {}} title={SM.pleaseWait} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered size="sm">
        <Group gap="md" role="status" aria-live="polite"><Loader size="sm" aria-hidden /><Text>{T.performing}</Text></Group>
      </Modal>
    );
  }
  if (step.kind === 'confirm') {
    return (
      <Modal opened onClose={close} title={T.confirmTitle} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>{T.confirmText(personName)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>Cancel</Button>
            <Button color="blue.9" onClick={() => void run()}>Confirm</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (step.kind === 'missing') {
    return (
      <Modal opened onClose={close} title={T.confirmTitle} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Alert color="red" title={T.missingTitle}>
          <Text size="sm">{step.message}</Text>
          <Group gap="xs" mt="xs">{step.fields.map((f) => <Badge key={f} color="red.9" variant="filled">{f}</Badge>)}</Group>
        </Alert>
      </Modal>
    );
  }
  const { response } = step;
  return (
    <Modal opened onClose={close} title="Sanction Screening Result" size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text size="sm">{response.result.length ? SM.found(response.result.length) : SM.noResults}</Text>
        {response.result.length > 0 && (
          <Table striped aria-label="Screening results">
            <Table.Thead>
              <Table.Tr><Table.Th>Name</Table.Th><Table.Th>Year of birth</Table.Th><Table.Th>List</Table.Th><Table.Th>Score</Table.Th><Table.Th /></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {response.result.map((r, i) => (
                <Table.Tr key={r.entry_id}>
                  <Table.Td>{`${r.individual.firstname} ${r.individual.surname}`.trim()}</Table.Td>
                  <Table.Td>{r.individual.year_of_birth ?? '—'}</Table.Td>
                  <Table.Td>{r.list.source.toUpperCase()}</Table.Td>
                  <Table.Td>{Math.round(r.score <= 1 ? r.score * 100 : r.score)}%</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" color="blue.9" loading={saving === i} disabled={saving !== null && saving !== i}
                      aria-label={`${SM.saveAsPdf}: ${r.individual.firstname} ${r.individual.surname}`} onClick={() => void save(i, response.search_id)}>
                      {SM.saveAsPdf}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
