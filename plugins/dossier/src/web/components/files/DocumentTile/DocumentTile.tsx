import { Badge, Button, FileButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState, type DragEvent } from 'react';
import {
  acceptAttribute,
  checkUpload,
  currentFile,
  FILE_MESSAGES,
  MAX_FILE_BYTES,
  type KycFileWire,
} from '../../../../shared/index.ts';
import { useFilesTransport, type FileTarget, type FileWriteResult } from '../transport.tsx';
import { useFileRights, type FilePlace } from '../useFileRights.ts';

export interface DocumentTileProps {
  companyId: string;
  /** Person / legal entity of a slot; null for company documents. */
  ownerId: string | null;
  documentType: string;
  title: string;
  /** The KYC file in the slot shape, when one exists. */
  slot?: KycFileWire | null;
  place: FilePlace;
  readOnly?: boolean;
  /** After an upload or a removal request (reload the dossier). */
  onChanged?(result?: FileWriteResult): void;
  /** world_check: 'Sanction Screaning' (the screening flow is wired by the caller). */
  onSanctionScreening?(): void;
  /** google_search: the person's names (pending values preferred) for the search tab. */
  googleName?: { firstName: string | null; lastName: string | null };
  /** kyc-oc-6: opens the corporate shareholder structure. */
  onChart?(): void;
}

const GOOGLE_MESSAGES = { first: 'Please fill First Name field', last: 'Please fill Last Name field' };

/** Reads the first bytes of a browser file and applies the server's own checks (size, magic bytes). */
export async function precheck(documentType: string, file: File): Promise<string | null> {
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooBig(file.name);
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  return checkUpload(documentType, file.name, head).error;
}

/**
 * The document upload tile [001:93–104]: drag-and-drop or click to attach, the file name, the
 * pending marker, download / view-in-new-tab / delete, and the extra buttons per document type.
 */
export function DocumentTile({
  companyId,
  ownerId,
  documentType,
  title,
  slot,
  place,
  readOnly,
  onChanged,
  onSanctionScreening,
  googleName,
  onChart,
}: DocumentTileProps) {
  const files = useFilesTransport();
  const rights = useFileRights(place);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const file = currentFile(slot);
  const pending = Boolean(slot?.new_file) || Boolean(slot?.pending_creation);
  const canUpload = rights.upload && !readOnly;

  async function attach(picked: File | null) {
    if (!picked || !canUpload) return;
    const error = await precheck(documentType, picked);
    if (error) return notifyError(error);
    setBusy(true);
    try {
      const target: FileTarget = slot
        ? { route: 'updateFile', id: slot._id }
        : { route: ownerId ? 'uploadFile' : 'uploadKycFile' };
      const fields: Record<string, string> = slot
        ? {}
        : { company_id: companyId, documentType, ...(ownerId ? { owner_id: ownerId } : {}) };
      const res = await files.upload(target, fields, picked);
      notifySuccess(res.message);
      onChanged?.(res);
    } catch (err) {
      notifyError(errorText(err, 'There was an error during file upload.\nPlease try again or contact the support'));
    } finally {
      setBusy(false);
    }
  }
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void attach(e.dataTransfer.files[0] ?? null);
  };
  const run = (fn: () => Promise<unknown>, failure: string) => async () => {
    try {
      await fn();
    } catch (err) {
      notifyError(errorText(err, failure));
    }
  };
  const remove = run(async () => {
    setConfirm(false);
    const res = await files.remove(slot!._id);
    notifySuccess(res.message || 'Deleted request has been submitted successfully');
    onChanged?.();
  }, 'There was an error during file delete.\nPlease try again or contact the support');
  const google = () => {
    const first = googleName?.firstName?.trim();
    const last = googleName?.lastName?.trim();
    if (!first) return notifyError(GOOGLE_MESSAGES.first);
    if (!last) return notifyError(GOOGLE_MESSAGES.last);
    window.open(`https://www.google.com/search?q=${encodeURIComponent(`${first} ${last}`)}`, '_blank', 'noopener');
  };

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-testid={`tile-${documentType}`}
      onDragOver={(e) => {
        if (canUpload) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: canUpload ? 'dashed' : 'solid',
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          {file ? (
            <Text size="sm" fw={500} truncate="end" title={file.filename}>
              {file.filename}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {canUpload ? 'Drop a file here or attach one' : 'No file'}
            </Text>
          )}
          {pending && (
            <Badge size="xs" color="indigo.9" aria-label={`${title}: pending changes`}>
              pending
            </Badge>
          )}
        </Group>
        <Group gap={4}>
          {canUpload && (
            <FileButton onChange={(f) => void attach(f)} accept={acceptAttribute(documentType)}>
              {(props) => (
                <Button
                  {...props}
                  size="compact-xs"
                  variant="default"
                  loading={busy}
                  aria-label={file ? `Replace file of ${title}` : `Attach file to ${title}`}
                >
                  {file ? 'Replace' : 'Attach'}
                </Button>
              )}
            </FileButton>
          )}
          {file && rights.download && (
            <>
              <Button
                size="compact-xs"
                variant="default"
                aria-label={`Download ${title}`}
                onClick={run(
                  () => files.save(file.id, file.filename),
                  'There was an error during file download.\nPlease try again or contact the support',
                )}
              >
                Download
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                aria-label={`View ${title} in a new tab`}
                onClick={run(
                  () => files.view(file.id),
                  'There was an error during view token.\nPlease try again or contact the support',
                )}
              >
                View
              </Button>
            </>
          )}
          {slot && rights.remove && !readOnly && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              c="red.9"
              aria-label={`Delete ${title}`}
              onClick={() => setConfirm(true)}
            >
              Delete
            </Button>
          )}
          {documentType === 'world_check' && onSanctionScreening && !readOnly && (
            <Button size="compact-xs" variant="outline" c="blue.9" onClick={onSanctionScreening}>
              Sanction Screaning
            </Button>
          )}
          {documentType === 'google_search' && googleName && (
            <Button size="compact-xs" variant="outline" c="blue.9" onClick={google}>
              Google Search
            </Button>
          )}
          {documentType === 'kyc-oc-6' && onChart && (
            <Button size="compact-xs" variant="outline" c="blue.9" onClick={onChart}>
              Chart
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title="Delete Document" centered>
        <Text size="sm">
          Request the removal of {title}
          {file ? ` (${file.filename})` : ''}? A colleague confirms it.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirm(false)}>
            Cancel
          </Button>
          <Button color="red.9" onClick={remove}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
