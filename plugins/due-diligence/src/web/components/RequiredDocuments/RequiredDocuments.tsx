import { formatFileSize } from '@app/core/shared';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import {
  COMPANY_DOCUMENTS,
  DD_MESSAGES as M,
  DOC_STATUS_LABELS,
  PERSON_DOCUMENTS,
  PERSON_TYPES,
  TYPE_LABELS,
  documentLabel,
  isPersonDocument,
  relativeTime,
  requiredDocuments,
  type DdElement,
  type DdFile,
  type ElementType,
} from '../../../shared/index.ts';
import { useDdTransport } from '../../transport.tsx';

const COLOR: Record<string, string> = { none: 'gray.7', pending: 'blue.8', approved: '#1e6b2e', rejected: '#b3261e' };
const name = (e: DdElement | undefined) =>
  String(
    (e as unknown as Record<string, unknown> | undefined)?.full_name ??
      (e as unknown as Record<string, unknown> | undefined)?.company_name ??
      '',
  );

export interface RequiredDocumentsProps {
  dueDiligenceId: string;
  elements: DdElement[];
  docs: DdFile[];
  viewer: 'staff' | 'client';
  /** The link token of a client; null for staff. */
  token: string | null;
  canUpload: boolean;
  canReview: boolean;
  onChanged(): void;
  onReview?(file: DdFile, status: 'approved' | 'rejected', comment: string): Promise<void>;
  onDelete?(file: DdFile): Promise<void>;
}

/** Checklist (11 company documents + 2 per person), uploaded files, upload and file-details popups [002:58–59]. */
export function RequiredDocuments({
  dueDiligenceId,
  elements,
  docs,
  viewer,
  token,
  canUpload,
  canReview,
  onChanged,
  onReview,
  onDelete,
}: RequiredDocumentsProps) {
  const transport = useDdTransport(token);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [details, setDetails] = useState<DdFile | null>(null);
  const byId = new Map(elements.map((e) => [e._id, e]));
  const checklist = requiredDocuments(
    elements.map((e) => ({ ...(e as unknown as Record<string, unknown>), _id: e._id, type: e.type })),
    docs,
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="dd-documents">
      <Group justify="space-between">
        <Title order={2} size="h3" id="dd-documents">
          Required Documents
        </Title>
        {canUpload && viewer === 'client' && <Button onClick={() => setUploadOpen(true)}>Upload document</Button>}
      </Group>
      <List spacing={4} size="sm" aria-label="Required documents checklist">
        {checklist.map((d) => (
          <List.Item key={`${d.type}-${d.elementId ?? 'company'}`}>
            {d.label}
            {d.person ? ` for ${d.person}` : ''}: <Badge color={COLOR[d.status]}>{DOC_STATUS_LABELS[d.status]}</Badge>
          </List.Item>
        ))}
      </List>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Uploaded documents">
          <Table.Thead>
            <Table.Tr>
              {['File name', 'Document type', 'Comment', 'Size', 'Date added', 'Status', 'Actions'].map((h) => (
                <Table.Th key={h} scope="col">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>{M.noRecords}</Table.Td>
              </Table.Tr>
            )}
            {docs.map((f) => (
              <Table.Tr key={f.id} data-file={f.id}>
                <Table.Td>{f.file.filename}</Table.Td>
                <Table.Td>
                  {documentLabel(f.documentType)}
                  {f.dueDiligenceElement ? ` for ${name(byId.get(f.dueDiligenceElement))}` : ''}
                </Table.Td>
                <Table.Td>{f.client_comment || '—'}</Table.Td>
                <Table.Td>{formatFileSize(f.file.filesize)}</Table.Td>
                <Table.Td>{relativeTime(f.file.uploadDate)}</Table.Td>
                <Table.Td>
                  <Badge color={COLOR[f.status]}>{DOC_STATUS_LABELS[f.status]}</Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="default" onClick={() => setDetails(f)}>
                      Details<VisuallyHidden> of {f.file.filename}</VisuallyHidden>
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() =>
                        transport
                          .downloadFile(f)
                          .catch((e) =>
                            notifyError(
                              errorText(
                                e,
                                'There was an error during file download.\nPlease try again or contact the support',
                              ),
                            ),
                          )
                      }
                    >
                      Download<VisuallyHidden> {f.file.filename}</VisuallyHidden>
                    </Button>
                    {onDelete && f.status !== 'approved' && (
                      <Button size="compact-xs" variant="subtle" color="#b3261e" onClick={() => onDelete(f)}>
                        Delete<VisuallyHidden> {f.file.filename}</VisuallyHidden>
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {uploadOpen && token && (
        <UploadModal
          token={token}
          dueDiligenceId={dueDiligenceId}
          elements={elements}
          docs={docs}
          onClose={() => setUploadOpen(false)}
          onUploaded={() => {
            setUploadOpen(false);
            onChanged();
          }}
          upload={transport.upload}
        />
      )}
      {details && (
        <FileDetails
          file={details}
          canReview={canReview && details.status !== 'approved'}
          onClose={() => setDetails(null)}
          onReview={onReview}
        />
      )}
    </Stack>
  );
}

function UploadModal({
  token,
  dueDiligenceId,
  elements,
  docs,
  onClose,
  onUploaded,
  upload,
}: {
  token: string;
  dueDiligenceId: string;
  elements: DdElement[];
  docs: DdFile[];
  onClose(): void;
  onUploaded(): void;
  upload: ReturnType<typeof useDdTransport>['upload'];
}) {
  const [docType, setDocType] = useState<string | null>(null);
  const [elementId, setElementId] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const persons = elements.filter(
    (e) =>
      PERSON_TYPES.includes(e.type as ElementType) && (e as unknown as Record<string, unknown>).is_relevant !== 'NO',
  );
  const person = docType ? isPersonDocument(docType) : false;
  const duplicate =
    docType &&
    docs.some(
      (d) => d.documentType === docType && d.status !== 'rejected' && (!person || d.dueDiligenceElement === elementId),
    );
  const submit = async () => {
    if (!file) return setError(M.attachFile);
    if (!docType) return setError(M.docTypeUnknown);
    if (person && !elementId) return setError(M.personRequired);
    setBusy(true);
    try {
      const res = await upload({ token, dueDiligenceId, docType, comment, elementId: person ? elementId : null, file });
      notifySuccess(res.message);
      onUploaded();
    } catch (e) {
      notifyError(errorText(e, M.uploadError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Upload document" centered>
      <Stack gap="sm">
        <Select
          label="Document type"
          data={[...COMPANY_DOCUMENTS, ...PERSON_DOCUMENTS].map((d) => ({ value: d.type, label: d.label }))}
          value={docType}
          onChange={setDocType}
          searchable
        />
        {person && (
          <Select
            label="Due Diligence Section"
            data={persons.map((e) => ({ value: e._id, label: `${TYPE_LABELS[e.type as ElementType]}: ${name(e)}` }))}
            value={elementId}
            onChange={setElementId}
          />
        )}
        <Textarea
          label="Comment"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={2000}
        />
        {/* The hint as a description: a FileInput placeholder is real text in the theme's placeholder grey, below AA contrast. */}
        <FileInput
          label="File"
          description="One PDF, PNG or JPEG file, at most 10 MB"
          accept="application/pdf,image/png,image/jpeg"
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear file' }}
        />
        {duplicate && (
          <Alert color="yellow" role="status">
            {M.alreadyAttached}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function FileDetails({
  file,
  canReview,
  onClose,
  onReview,
}: {
  file: DdFile;
  canReview: boolean;
  onClose(): void;
  onReview?: RequiredDocumentsProps['onReview'];
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = async (status: 'approved' | 'rejected') => {
    if (status === 'rejected') {
      if (!rejecting) return setRejecting(true);
      if (!reason.trim()) return setError(M.rejectionExplanation);
    }
    await onReview?.(file, status, reason.trim());
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={file.file.filename} centered>
      <Stack gap="xs">
        <Text size="sm">
          <b>Document type:</b> {documentLabel(file.documentType)}
        </Text>
        <Text size="sm">
          <b>Status:</b> {DOC_STATUS_LABELS[file.status]}
        </Text>
        <Text size="sm">
          <b>Client comment:</b> {file.client_comment || '—'}
        </Text>
        <Text size="sm">
          <b>Staff response:</b> {file.admin_comment || '—'}
        </Text>
        {file.uploaded_ip && (
          <Text size="sm">
            <b>Uploaded from:</b> {file.uploaded_ip}
            {file.uploaded_user_agent ? ` · ${file.uploaded_user_agent}` : ''}
          </Text>
        )}
        {rejecting && (
          <Textarea
            label="Rejection explanation"
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
        )}
        {canReview && onReview && (
          <Group justify="flex-end">
            <Button color="#b3261e" variant="default" onClick={() => act('rejected')}>
              Reject
            </Button>
            <Button color="#1e6b2e" onClick={() => act('approved')}>
              Accept
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
