import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorText, notifyError, saveBlob } from '@app/core/web';
import { useState, type MouseEvent } from 'react';
import { SCREENING_MESSAGES, filedText, type FiledPdfWire } from '../../../shared/index.ts';
import { useScreeningTransport } from '../../transport.tsx';

export interface SavedPdfFile {
  id: string;
  file: string;
  url: string;
}

export interface SavedPdfDialogProps {
  file: SavedPdfFile | null;
  /** Where the PDF was filed (a dossier person's Sanction Screening document), when it was. */
  filed?: FiledPdfWire | null;
  onClose: () => void;
}

const DOWNLOAD_ERROR = 'There was an error during file download.\nPlease try again or contact the support';

/**
 * 'Document Successfuly Saved' [001:129] with Ok, the PDF to download or open, and where it was filed.
 * The file needs the bearer token, so it is fetched with the token and handed over as a blob.
 */
export function SavedPdfDialog({ file, filed, onClose }: SavedPdfDialogProps) {
  const transport = useScreeningTransport();
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);

  const open = async (event: MouseEvent) => {
    event.preventDefault();
    if (!file) return;
    // Open the tab synchronously (popup blockers), then point it at the downloaded blob.
    const win = window.open('', '_blank');
    setBusy('open');
    try {
      const blob = await transport.fetchFile(file.url);
      const href = URL.createObjectURL(blob);
      if (win) win.location.href = href;
      else window.open(href, '_blank');
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (e) {
      win?.close();
      notifyError(errorText(e, DOWNLOAD_ERROR));
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    if (!file) return;
    setBusy('download');
    try {
      saveBlob(await transport.fetchFile(file.url), file.file);
    } catch (e) {
      notifyError(errorText(e, DOWNLOAD_ERROR));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={!!file}
      onClose={onClose}
      title={SCREENING_MESSAGES.savedPdf}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">
          The screening result was saved as{' '}
          <Anchor href={file?.url} onClick={(e) => void open(e)} aria-busy={busy === 'open'}>
            {file?.file ?? 'PDF'}
          </Anchor>
          .
        </Text>
        {filed && (
          <Alert color="blue" variant="light" title="Where it is filed">
            <Text size="sm">{filedText(filed)}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" loading={busy === 'download'} onClick={() => void download()}>
            Download PDF
          </Button>
          <Button onClick={onClose}>Ok</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
