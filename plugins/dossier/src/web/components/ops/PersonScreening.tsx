import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '@app/core/client';
import { errorText, fetchBlob, notifyError, saveBlob, useApiRuntime, useClient } from '@app/core/web';
import {
  createScreeningClient,
  filedText,
  SCREENING_MESSAGES as SM,
  type FiledPdfWire,
  type ScreeningResponse,
} from '@app/plugin-screening/shared';
import { useMemo, useState } from 'react';
import { OPS_SCREENING_TEXTS as T } from './person-screening-texts.ts';
import { PersonScreeningDetails, type PersonDetails } from './PersonScreeningDetails.tsx';
import { PersonScreeningResults } from './PersonScreeningResults.tsx';

export interface PersonScreeningProps {
  /** The dossier person screened (`sanction-screening {person_id}`). */
  personId: string;
  /** Shown in the confirm dialog (pending values preferred). */
  personName: string;
  /** The person's details as the maker sees them: they prefill the fields the server reports missing. */
  details?: Partial<PersonDetails>;
  /** The confirm dialog is open (the tile's 'Sanction Screaning' button). */
  opened: boolean;
  onClose(): void;
  /** After a PDF went into the world_check slot (reload the dossier). */
  onSaved?(): void;
}

type Saved = { file: { id: string; file: string; url: string }; filed: FiledPdfWire | null };
type Step =
  | { kind: 'confirm' }
  | { kind: 'running' }
  | { kind: 'missing'; message: string; fields: string[] }
  | { kind: 'results'; response: ScreeningResponse }
  | { kind: 'saved'; saved: Saved };

const DOWNLOAD_ERROR = 'There was an error during file download.\nPlease try again or contact the support';

/**
 * Screening from a person [001:100–104, 309, 434–435]: confirm 'Sanction Screaning Request', the
 * waiting dialog, then either the missing fields (named as the person form names them, fillable here)
 * or the results, where 'Save as PDF' files the chosen result in the person's `world_check` slot as a
 * pending new file; the saved dialog offers the PDF and says where it was filed.
 */
export function PersonScreening({
  personId,
  personName,
  details = {},
  opened,
  onClose,
  onSaved,
}: PersonScreeningProps) {
  const http = useClient();
  const { tokens } = useApiRuntime();
  const screening = useMemo(() => createScreeningClient(http), [http]);
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [saving, setSaving] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const close = () => {
    setStep({ kind: 'confirm' });
    onClose();
  };

  const run = async (typed?: PersonDetails) => {
    setStep({ kind: 'running' });
    try {
      const body = typed
        ? {
            person_id: personId,
            firstname: typed.firstName,
            surname: typed.lastName,
            dob: typed.dateOfBirth,
            nationality: typed.passportCountry,
          }
        : { person_id: personId };
      const res = await screening.sanctionScreening(body);
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
      onSaved?.();
      setStep({ kind: 'saved', saved: { file: res.file, filed: res.filed ?? null } });
    } catch (err) {
      notifyError(errorText(err, SM.errorSavingPdf));
    } finally {
      setSaving(null);
    }
  };

  const download = async (file: Saved['file']) => {
    setDownloading(true);
    try {
      saveBlob(await fetchBlob(file.url, tokens.get()), file.file);
    } catch (err) {
      notifyError(errorText(err, DOWNLOAD_ERROR));
    } finally {
      setDownloading(false);
    }
  };

  if (!opened) return null;
  if (step.kind === 'running') {
    return (
      <Modal
        opened
        onClose={() => {}}
        title={SM.pleaseWait}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        size="sm"
      >
        <Group gap="md" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{T.performing}</Text>
        </Group>
      </Modal>
    );
  }
  if (step.kind === 'confirm') {
    return (
      <Modal opened onClose={close} title={T.confirmTitle} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>{T.confirmText(personName)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="blue.9" onClick={() => void run()}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (step.kind === 'missing') {
    return (
      <Modal
        opened
        onClose={close}
        title={T.confirmTitle}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <PersonScreeningDetails
          message={step.message}
          fields={step.fields}
          initial={details}
          onSubmit={(d) => void run(d)}
          onCancel={close}
        />
      </Modal>
    );
  }
  if (step.kind === 'saved') {
    const { file, filed } = step.saved;
    return (
      <Modal opened onClose={close} title={SM.savedPdf} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text size="sm">The screening result was saved as {file.file}.</Text>
          {filed && (
            <Alert color="blue" variant="light" title="Where it is filed">
              <Text size="sm">{filedText(filed)}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" loading={downloading} onClick={() => void download(file)}>
              Download PDF
            </Button>
            <Button onClick={close}>Ok</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const { response } = step;
  return (
    <Modal
      opened
      onClose={close}
      title="Sanction Screening Result"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <PersonScreeningResults response={response} saving={saving} onSave={(i) => void save(i, response.search_id)} />
    </Modal>
  );
}
