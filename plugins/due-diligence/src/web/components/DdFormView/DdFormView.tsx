import { confirm, errorText, notifyError, notifySuccess, useClient, useSession } from '@app/core/web';
import { createWorkflowClient } from '@app/plugin-workflow/shared';
import { isAllowed } from '@app/core/shared';
import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  DD_MESSAGES as M,
  PRINTED_NOTES,
  SECTIONS,
  TYPE_LABELS,
  liveErrors,
  missingDocuments,
  missingFields,
  statusLabel,
  type DdInfo,
  type ElementType,
} from '../../../shared/index.ts';
import { formatDateTime, useDdClient } from '../../hooks.ts';
import { useDdTransport } from '../../transport.tsx';
import { ApproveModal } from '../ApproveModal/ApproveModal.tsx';
import { AddElementModal, RejectModal } from '../DdDialogs/DdDialogs.tsx';
import { ElementCard } from '../ElementCard/ElementCard.tsx';
import type { Value } from '../FieldInput/FieldInput.tsx';
import { HistoryDrawer } from '../HistoryDrawer/HistoryDrawer.tsx';
import { QuestionSections } from '../QuestionSections/QuestionSections.tsx';
import { RequiredDocuments } from '../RequiredDocuments/RequiredDocuments.tsx';
import { SubmitModal } from '../SubmitModal/SubmitModal.tsx';

const STATUS_COLOR: Record<string, string> = {
  submitted: 'blue.8',
  draft: 'gray.7',
  rejected: '#b3261e',
  approved: '#1e6b2e',
};
type Edits = { record: Record<string, Value>; elements: Record<string, Record<string, Value>> };
const empty = (): Edits => ({ record: {}, elements: {} });

export interface DdFormViewProps {
  info: DdInfo;
  /** The link token of a client (null for staff). */
  token: string | null;
  onReload(): void;
  /** After a staff delete request (back to the list). */
  onDeleted?(): void;
  /** Show the documents panel under the form (the documents page shows only the panel). */
  documentsOnly?: boolean;
}

/** The Due Diligence form (seed 002 §2): nine sections, signature block, documents, submit and review actions. */
export function DdFormView({ info, token, onReload, onDeleted, documentsOnly = false }: DdFormViewProps) {
  const client = useDdClient();
  const http = useClient();
  const workflow = useMemo(() => createWorkflowClient(http), [http]);
  const transport = useDdTransport(token);
  const session = useSession();
  const staff = info.access.viewer === 'staff';
  const can = (p: string) => staff && isAllowed(session.permissions ?? {}, p);
  const record = info.dueDiligence;
  const [editMode, setEditMode] = useState(false);
  const [edits, setEdits] = useState<Edits>(empty);
  // Fields the client edited or left, and whether a submit was tried: the form marks gaps as it goes, not all at submit.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitTried, setSubmitTried] = useState(false);
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));
  const [dialog, setDialog] = useState<null | 'submit' | 'approve' | 'reject' | { add: ElementType }>(null);
  const [comments, setComments] = useState(false);
  const [busy, setBusy] = useState(false);
  const editable = staff ? editMode && record.status === 'approved' : info.access.can_edit;
  const dirty =
    Object.keys(edits.record).length > 0 || Object.values(edits.elements).some((e) => Object.keys(e).length > 0);
  const run = async <T,>(work: () => Promise<T>, fallback: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await work();
    } catch (e) {
      notifyError(errorText(e, fallback));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const ref = staff ? { id: record._id } : { token: token! };
  const save = async (quiet = false) => {
    const elements = Object.entries(edits.elements)
      .filter(([, v]) => Object.keys(v).length)
      .map(([_id, v]) => ({ _id, ...v }));
    const res = await client.saveDueDiligence({
      ...ref,
      ...(Object.keys(edits.record).length ? { record: edits.record } : {}),
      ...(elements.length ? { elements } : {}),
    } as never);
    setEdits(empty());
    if (!quiet) notifySuccess(res.message);
    onReload();
    return res;
  };
  const merged = () => ({
    record: { ...(record as unknown as Record<string, Value>), ...edits.record },
    elements: info.elements.map((e) => ({
      ...(e as unknown as Record<string, Value>),
      ...edits.elements[e._id],
      _id: e._id,
      type: e.type,
    })),
  });
  const startSubmit = () => {
    const m = merged();
    setSubmitTried(true);
    if (missingFields(m.record, m.elements).length) return notifyError(M.missingFields);
    setDialog('submit');
  };
  const submit = () =>
    run(async () => {
      if (dirty) await save(true);
      const res = await client.submitReport({ token: token! });
      notifySuccess(res.message);
      setDialog(null);
      onReload();
    }, M.submitError);
  const setState = (status: 'approved' | 'rejected', comment?: string, acknowledged?: string[]) =>
    run(async () => {
      const res = await client.setDueDiligenceState({
        id: record._id,
        status,
        ...(comment ? { comment } : {}),
        ...(acknowledged?.length ? { acknowledge_documents: acknowledged } : {}),
      });
      notifySuccess(res.message);
      setDialog(null);
      onReload();
    }, M.somethingWrong);
  const remove = async () => {
    if (
      !(await confirm({
        title: 'Delete Due Diligence',
        message: 'Delete this due diligence? The deletion is sent for approval.',
        danger: true,
      }))
    )
      return;
    await run(async () => {
      await workflow.deleteObject({ id: record._id, type: 'due_diligence_record' });
      notifySuccess(M.deleteRequested);
      onDeleted?.();
    }, M.deleteError);
  };
  const current = merged();
  const missingDocs = missingDocuments(current.elements, info.docs);
  const errors = editable ? liveErrors(current.record, current.elements, (key) => submitTried || touched.has(key)) : {};
  const errorsOf = (prefix: string) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, v]) => [k.slice(prefix.length), v]),
    );
  const setValue = (elementId: string | null, field: string, value: Value) => {
    touch(elementId ? `element.${elementId}.${field}` : `record.${field}`);
    setEdits((e) =>
      elementId
        ? { ...e, elements: { ...e.elements, [elementId]: { ...e.elements[elementId], [field]: value } } }
        : { ...e, record: { ...e.record, [field]: value } },
    );
  };

  const docsPanel = (
    <RequiredDocuments
      dueDiligenceId={record._id}
      elements={info.elements}
      docs={info.docs}
      viewer={info.access.viewer}
      token={token}
      canUpload={info.access.can_upload}
      canReview={can('approve_due_diligence')}
      onChanged={onReload}
      onReview={async (file, status, comment) => {
        await run(async () => {
          const res = await client.setDocumentState({ id: file.id, status, ...(comment ? { comment } : {}) });
          notifySuccess(res.message);
          onReload();
        }, M.documentStateError);
      }}
      onDelete={
        staff
          ? can('delete_due_diligence')
            ? async (file) => {
                if (
                  await confirm({
                    title: 'Delete document',
                    message: `Delete ${file.file.filename}? The deletion is sent for approval.`,
                    danger: true,
                  })
                )
                  await run(async () => {
                    await workflow.deleteObject({ id: file.id, type: 'due_diligence_file' });
                    notifySuccess(M.deleteRequested);
                    onReload();
                  }, M.deleteError);
              }
            : undefined
          : async (file) => {
              if (await confirm({ title: 'Delete document', message: `Delete ${file.file.filename}?`, danger: true }))
                await run(async () => {
                  await client.deleteOwnFile({ token: token!, id: file.id });
                  onReload();
                }, M.deleteError);
            }
      }
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>Due Diligence</Title>
            <Badge color={STATUS_COLOR[record.status] ?? 'gray.7'} size="lg">
              {statusLabel(record.status)}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {info.company_name} · {record.comment}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() =>
              transport
                .downloadPdf(record._id)
                .catch((e) =>
                  notifyError(
                    errorText(e, 'There was an error during file download.\nPlease try again or contact the support'),
                  ),
                )
            }
          >
            Download PDF
          </Button>
          {dirty && (
            <Button onClick={() => run(() => save(), M.somethingWrong)} loading={busy}>
              Save Progress
            </Button>
          )}
          {!staff && info.access.can_edit && !documentsOnly && (
            <Button color="#1e6b2e" onClick={startSubmit}>
              Submit
            </Button>
          )}
          {staff && record.status === 'submitted' && can('approve_due_diligence') && (
            <>
              <Button color="#b3261e" variant="default" onClick={() => setDialog('reject')}>
                Reject
              </Button>
              <Button color="#1e6b2e" onClick={() => setDialog('approve')}>
                Approve
              </Button>
            </>
          )}
          {staff && record.status === 'approved' && !editMode && can('update_due_diligence') && (
            <Button variant="default" onClick={() => setEditMode(true)}>
              Edit
            </Button>
          )}
          {staff && editMode && (
            <Button
              variant="default"
              onClick={() => {
                setEditMode(false);
                setEdits(empty());
              }}
            >
              Cancel Edit
            </Button>
          )}
          {staff && can('delete_due_diligence') && (
            <Button color="#b3261e" variant="subtle" onClick={remove}>
              Delete
            </Button>
          )}
          <Button variant="subtle" onClick={() => setComments(true)}>
            Comments ({record.comments.length})
          </Button>
        </Group>
      </Group>
      {staff && editMode && (
        <Alert color="blue" role="status">
          Edit mode: your changes are sent for approval as change requests.
        </Alert>
      )}
      {staff && info.access.involved && record.status === 'submitted' && can('approve_due_diligence') && (
        <Alert color="yellow" role="status">
          {M.linkFourEyes}
        </Alert>
      )}
      {staff && record.submitted_at && (
        <Text size="sm" c="dimmed" data-testid="dd-submitted-from">
          Submitted through the link {formatDateTime(record.submitted_at)}
          {record.submitted_ip ? ` from ${record.submitted_ip}` : ''}
          {record.submitted_user_agent ? ` · ${record.submitted_user_agent}` : ''}
        </Text>
      )}
      {!staff && !info.access.can_edit && !documentsOnly && (
        <Alert color="blue" role="status">
          {record.status === 'approved'
            ? 'This due diligence is approved and can no longer be changed.'
            : 'This due diligence has been submitted and is being reviewed.'}
        </Alert>
      )}
      {!documentsOnly && (
        <>
          <Alert color="gray" title="Notes">
            <List size="sm" spacing={2}>
              {PRINTED_NOTES.map((n) => (
                <List.Item key={n}>{n}</List.Item>
              ))}
            </List>
          </Alert>
          {SECTIONS.filter((s) => s.type).map((s) => {
            const els = info.elements.filter((e) => e.type === s.type);
            return (
              <Stack key={s.n} gap="sm" component="section" aria-labelledby={`dd-section-${s.n}`}>
                <Group justify="space-between">
                  <Title order={2} size="h3" id={`dd-section-${s.n}`}>
                    {s.n}. {s.title}
                  </Title>
                  {editable && s.type !== 'company' && (
                    <Button size="xs" variant="default" onClick={() => setDialog({ add: s.type! })}>
                      Add New
                      <span
                        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                      >
                        {' '}
                        {TYPE_LABELS[s.type!]}
                      </span>
                    </Button>
                  )}
                </Group>
                {els.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {M.noRecords}
                  </Text>
                )}
                {els.map((e) => (
                  <ElementCard
                    key={e._id}
                    element={e}
                    edits={edits.elements[e._id] ?? {}}
                    errors={errorsOf(`element.${e._id}.`)}
                    editable={editable}
                    onChange={(f, v) => setValue(e._id, f, v)}
                    onBlur={(f) => touch(`element.${e._id}.${f}`)}
                  />
                ))}
              </Stack>
            );
          })}
          <QuestionSections
            record={record}
            edits={edits.record}
            errors={errorsOf('record.')}
            editable={editable}
            onChange={(f, v) => setValue(null, f, v)}
            onBlur={(f) => touch(`record.${f}`)}
          />
        </>
      )}
      {docsPanel}
      <HistoryDrawer comments={record.comments} opened={comments} onClose={() => setComments(false)} />
      {dialog === 'submit' && (
        <SubmitModal missingDocuments={missingDocs} busy={busy} onClose={() => setDialog(null)} onConfirm={submit} />
      )}
      {dialog === 'approve' && (
        <ApproveModal
          missingDocuments={missingDocs}
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={(names) => setState('approved', undefined, names)}
        />
      )}
      {dialog === 'reject' && (
        <RejectModal busy={busy} onClose={() => setDialog(null)} onReject={(reason) => setState('rejected', reason)} />
      )}
      {dialog && typeof dialog === 'object' && (
        <AddElementModal
          type={dialog.add}
          busy={busy}
          onClose={() => setDialog(null)}
          onAdd={(name) =>
            run(async () => {
              if (dirty) await save(true);
              const res = await client.addElement({ ...ref, type: dialog.add, name } as never);
              notifySuccess(res.message);
              setDialog(null);
              onReload();
            }, M.somethingWrong)
          }
        />
      )}
    </Stack>
  );
}
