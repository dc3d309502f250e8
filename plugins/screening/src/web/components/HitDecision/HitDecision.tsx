import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useId, useState } from 'react';
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
}

/** Reviewer decision on one hit: 'True match' or 'False positive', with a required comment. */
export function HitDecision({ searchId, entryId, decision, onDecided, headingOrder = 3 }: HitDecisionProps) {
  const client = useScreeningClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (value: Decision) => client.decideHit({ search_id: searchId, entry_id: entryId, decision: value, comment: comment.trim() }),
    onSuccess: (data, value) => {
      notifySuccess(data.message || SCREENING_MESSAGES.decisionSaved);
      onDecided?.({ decision: value, comment: comment.trim(), decided_at: new Date().toISOString() });
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
    decide.mutate(value);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={headingId}>
          Reviewer decision
        </Title>
        {decision ? (
          <Alert color={decision.decision === 'true_match' ? 'red' : 'green'} variant="light" title={`Current decision: ${DECISION_LABELS[decision.decision] ?? decision.decision}`}>
            <Text size="sm">{decision.comment}</Text>
            <Text size="xs" c="dimmed">
              Decided {formatDateTime(decision.decided_at)}
            </Text>
          </Alert>
        ) : (
          <Group gap="xs">
            <Badge color={TONES.neutral}>
              Not reviewed yet
            </Badge>
          </Group>
        )}
        <Textarea
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
          <Button color={TONES.danger} loading={decide.isPending && decide.variables === 'true_match'} disabled={decide.isPending} onClick={() => submit('true_match')}>
            True match
          </Button>
          <Button color={TONES.ok} variant="outline" loading={decide.isPending && decide.variables === 'false_positive'} disabled={decide.isPending} onClick={() => submit('false_positive')}>
            False positive
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
