import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorText, notifyError } from '@app/core/web';
import { useState, type MouseEvent } from 'react';
import { SCREENING_MESSAGES } from '../../../shared/index.ts';
import { useScreeningTransport } from '../../transport.tsx';

export interface SavedPdfFile {
  id: string;
  file: string;
  url: string;
}

export interface SavedPdfDialogProps {
  file: SavedPdfFile | null;
  onClose: () => void;
}

/**
 * 'Document Successfuly Saved' with Ok and a link to the PDF. The file needs the bearer
 * token, so the link fetches it with the token and opens a blob URL.
 */
export function SavedPdfDialog({ file, onClose }: SavedPdfDialogProps) {
  const transport = useScreeningTransport();
  const [opening, setOpening] = useState(false);

  const open = async (event: MouseEvent) => {
    event.preventDefault();
    if (!file) return;
    // Open the tab synchronously (popup blockers), then point it at the downloaded blob.
    const win = window.open('', '_blank');
    setOpening(true);
    try {
      const blob = await transport.fetchFile(file.url);
      const href = URL.createObjectURL(blob);
      if (win) win.location.href = href;
      else window.open(href, '_blank');
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (e) {
      win?.close();
      notifyError(errorText(e, 'There was an error during file download.\nPlease try again or contact the support'));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Modal opened={!!file} onClose={onClose} title={SCREENING_MESSAGES.savedPdf} centered closeButtonProps={{ 'aria-label': 'Close' }} zIndex={400}>
      <Stack gap="md">
        <Text size="sm">
          The screening result was saved as{' '}
          <Anchor href={file?.url} onClick={(e) => void open(e)} aria-busy={opening}>
            {file?.file ?? 'PDF'}
          </Anchor>
          .
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Ok</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
