import { ApiError } from '@app/core/client';
import { confirm, errorText, notifyError, notifySuccess, useReviewView, useSession } from '@app/core/web';
import { Alert, Button, Divider, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement, Suspense, useEffect, useState } from 'react';
import { WORKFLOW_MESSAGES as M, type ReviewAction, type ReviewViewProps } from '../../../shared/index.ts';
import { ACTION_TAKEN_LABEL, formatAt, useLabels, useWorkflowClient, workflowKeys } from '../../hooks.ts';
import { DenyForm, plateText } from '../DenyForm/DenyForm.tsx';
import { FieldChangesView } from '../FieldChangesView/FieldChangesView.tsx';
import { ProposalHistory, proposerNames } from '../ProposalHistory/ProposalHistory.tsx';

export const detailTitle = (action: Pick<ReviewAction, 'status'> | undefined) =>
  action && action.status !== 'pending' ? 'History View' : 'Action Required';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * The change-request popup body: facts, the review view, and Deny / Approve while it waits.
 * `together`: the objects of the other requests of the same add, decided with this one (ADR 0055).
 */
export function ChangeDetail({
  id,
  onDone,
  together = [],
}: {
  id: string;
  onDone(): void;
  together?: readonly string[];
}) {
  const client = useWorkflowClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const labels = useLabels();
  const [denying, setDenying] = useState(false);
  const [denyError, setDenyError] = useState<string | null>(null);
  const item = useQuery({ queryKey: workflowKeys.item(id), queryFn: () => client.getNotification({ id }) });
  const action = item.data?.notification;
  const settings = useQuery({
    queryKey: [...workflowKeys.all, 'settings'],
    queryFn: () => client.getWorkflowSettings({}),
  });
  // The view the object type's plugin declares (e.g. the dossier's file view); else the field table.
  const reviewView = useReviewView(action?.objectType ?? '');
  useEffect(() => {
    if (action && !action.is_read) client.readNotification({ notification_id: id }).catch(() => undefined);
  }, [action, client, id]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: workflowKeys.all });

  const approve = useMutation({
    mutationFn: async () => {
      if (action?.actionType === 'remove') {
        const { relatedChanges, closes } = await client.affectedChanges({ id });
        if (relatedChanges.length) {
          const own = closes.filter((c) => c.actionTaken === 'skipped').length;
          const related = closes.length - own;
          const parts = [
            own && `${own} pending change${own === 1 ? '' : 's'} of this object will be skipped`,
            related &&
              `${related} pending change${related === 1 ? '' : 's'} of related objects will be deleted with it`,
          ].filter(Boolean);
          const ok = await confirm({
            title: 'Approve deletion',
            message: `${parts.join('; ')}. Approve the deletion?`,
            danger: true,
          });
          if (!ok) return null;
        }
      }
      return client.approveChange({ id });
    },
    onSuccess: async (res) => {
      if (!res) return;
      notifySuccess(res.message ?? M.approved);
      await refresh();
      onDone();
    },
    onError: (error) =>
      notifyError(errorText(error, 'There was an error during approval.\nPlease try again or contact the support')),
  });
  const deny = useMutation({
    mutationFn: (input: { text: string; comment: unknown }) => client.denyChange({ id, ...input }),
    onSuccess: async () => {
      notifySuccess(M.denied);
      await refresh();
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setDenyError(error.fieldMessage('text') ?? error.message);
      else notifyError(errorText(error, 'There was an error during denial.\nPlease try again or contact the support'));
    },
  });

  if (item.isPending) return <Loader role="status" aria-label="Loading" />;
  if (item.isError || !action) return <Alert color="red">{errorText(item.error, M.loadingError)}</Alert>;
  const waiting = action.status === 'pending';
  const comment = plateText(action.rejectCommentStructure);
  // The server refuses anyway (ADR 0062); the screen says why instead of offering the button.
  const proposedByMe =
    waiting &&
    !!session.user &&
    action.proposers.some((p) => p.user_id === session.user!.id) &&
    settings.data?.four_eyes !== false;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Row label="Date">{formatAt(action.datetime)}</Row>
        <Row label="Changes made by">{proposerNames(action)}</Row>
        <Row label="Client">{action.company_name || '-'}</Row>
        <Row label="Object">{labels.object(action.objectType)}</Row>
        {action.actionType === 'remove' && <Row label="Proposed action">Delete</Row>}
        {!waiting && <Row label="Handled at">{formatAt(action.handled_at)}</Row>}
        {!waiting && <Row label="Approved or rejected by">{action.handled_by_name ?? '-'}</Row>}
        {!waiting && (
          <Row label="Action taken">{action.actionTaken ? ACTION_TAKEN_LABEL[action.actionTaken] : '-'}</Row>
        )}
      </SimpleGrid>
      {action.reject_reason && <Row label="Rejection reason">{action.reject_reason}</Row>}
      {comment && <Row label="Rejection comment">{comment}</Row>}
      <Divider />
      <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
        {createElement(reviewView ?? FieldChangesView, {
          action,
          view: waiting ? 'forConfirmation' : 'forHistory',
        } satisfies ReviewViewProps)}
      </Suspense>
      <ProposalHistory action={action} />
      {proposedByMe && (
        <Alert color="yellow" variant="light" title="Four-eyes rule">
          {M.selfApproval}
        </Alert>
      )}
      {waiting && together.length > 0 && (
        <Alert color="blue" variant="light" title="Decided together">
          This request was added together with the {together.map(labels.object).join(', ')} request
          {together.length === 1 ? '' : 's'}: approving or denying it decides{' '}
          {together.length === 1 ? 'both' : 'all of them'}.
        </Alert>
      )}
      {waiting && !denying && (
        <Group justify="flex-end">
          {session.can('reject_requested_changes') && (
            <Button variant="default" color="red" onClick={() => setDenying(true)}>
              Deny
            </Button>
          )}
          {session.can('approve_requested_changes') && !proposedByMe && (
            <Button onClick={() => approve.mutate()} loading={approve.isPending}>
              Approve
            </Button>
          )}
        </Group>
      )}
      {waiting && denying && (
        <DenyForm
          busy={deny.isPending}
          serverError={denyError}
          onCancel={() => setDenying(false)}
          onDeny={(input) => deny.mutate(input)}
        />
      )}
    </Stack>
  );
}
