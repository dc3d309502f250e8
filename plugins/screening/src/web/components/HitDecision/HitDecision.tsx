import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useEffect, useId, useRef, useState } from 'react';
import { SCREENING_MESSAGES, type ScreeningResult } from '../../../shared/index.ts';
import { TONES, formatDateTime, screeningKeys, useScreeningClient } from '../../hooks.ts';

export type HitDecisionValue = NonNullable<ScreeningResult['decision']>;
type Decision = 'true_match' | 'false_positive';

export const DECISION_LABELS: Record<string, string> = { true_match: 'True match', false_positive: 'False positive' };
export const COMMENT_REQUIRED = 'Please add a comment explaining the decision';

export interface HitDecisionProps {
  searchId: string;
  entryId: string;
  /** The decision already recorded on this hit, if any. */
  decision?: ScreeningResult['decision'];
  onDecided?: (decision: HitDecisionValue) => void;
  /** Heading level of the section title. */
  headingOrder?: 2 | 3 | 4;
  /** Move keyboard focus to the comment field when shown (a match was picked). */
  focusOnMount?: boolean;
  /** Link to another screening (where a carried-over decision was recorded). */
  screeningPath?: (searchId: string) => string;
}

/** Reviewer decision on one hit: 'True match' or 'False positive', with a required comment. */
export function HitDecision({
  searchId,
  entryId,
  decision,
  onDecided,
  headingOrder = 3,
  focusOnMount = false,
  screeningPath,
}: HitDecisionProps) {
  const client = useScreeningClient();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) commentRef.current?.focus();
  }, [focusOnMount]);
  const queryClient = useQueryClient();
  const headingId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ value, text }: { value: Decision; text: string }) =>
      client.decideHit({ search_id: searchId, entry_id: entryId, decision: value, comment: text }),
    onSuccess: (data, { value, text }) => {
      notifySuccess(data.message || SCREENING_MESSAGES.decisionSaved);
      onDecided?.({
        decision: value,
        comment: text,
        decided_at: new Date().toISOString(),
        search_id: searchId,
        carried_over: false,
      });
      setComment('');
      void queryClient.invalidateQueries({ queryKey: screeningKeys.all });
    },
    onError: (e) => notifyError(errorText(e, 'Error saving the decision')),
  });
  const submit = (value: Decision) => {
    if (!comment.trim()) {
      setError(COMMENT_REQUIRED);
      return;
    }
    setError(null);
    decide.mutate({ value, text: comment.trim() });
  };
  const confirmCarried = () => {
    if (!decision) return;
    const text =
      `Confirmed the decision of ${formatDateTime(decision.decided_at)}${decision.decided_by ? ` by ${decision.decided_by}` : ''}: ${decision.comment}`.slice(
        0,
        5000,
      );
    decide.mutate({ value: decision.decision as Decision, text });
  };
  const pending = (value: Decision) => decide.isPending && decide.variables?.value === value;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={headingId}>
          Reviewer decision
        </Title>
        {decision ? (
          <Alert
            color={decision.decision === 'true_match' ? 'red' : 'green'}
            variant="light"
            title={`${decision.carried_over ? 'Decision from an earlier screening' : 'Current decision'}: ${DECISION_LABELS[decision.decision] ?? decision.decision}`}
          >
            <Text size="sm">{decision.comment}</Text>
            <Text size="xs">
              Decided {formatDateTime(decision.decided_at)}
              {decision.decided_by ? ` by ${decision.decided_by}` : ''}
              {decision.carried_over && decision.search_id && (
                <>
                  {' '}
                  on{' '}
                  {screeningPath ? (
                    <Anchor
                      component={Link}
                      to={screeningPath(decision.search_id)}
                      size="xs"
                      c="inherit"
                      underline="always"
                    >
                      an earlier screening of this person
                    </Anchor>
                  ) : (
                    'an earlier screening of this person'
                  )}
                </>
              )}
            </Text>
            {decision.carried_over && (
              <Button
                mt="xs"
                size="xs"
                color="dark"
                variant="outline"
                loading={decide.isPending && !comment}
                onClick={confirmCarried}
              >
                Confirm this decision for this screening
              </Button>
            )}
          </Alert>
        ) : (
          <Group gap="xs">
            <Badge color={TONES.neutral}>Not reviewed yet</Badge>
          </Group>
        )}
        <Textarea
          ref={commentRef}
          label="Reviewer comment"
          description={decision ? 'Recording a new decision replaces the current one.' : undefined}
          withAsterisk
          autosize
          minRows={2}
          value={comment}
          error={error}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group gap="sm">
          <Button
            color={TONES.danger}
            loading={pending('true_match')}
            disabled={decide.isPending}
            onClick={() => submit('true_match')}
          >
            True match
          </Button>
          <Button
            color={TONES.ok}
            variant="outline"
            loading={pending('false_positive')}
            disabled={decide.isPending}
            onClick={() => submit('false_positive')}
          >
            False positive
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
