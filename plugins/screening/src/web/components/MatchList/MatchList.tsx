import { Alert, Badge, Checkbox, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { SCREENING_MESSAGES, type ScreeningResult } from '../../../shared/index.ts';
import { TONES, percent, sourceLabel } from '../../hooks.ts';
import { DECISION_LABELS } from '../HitDecision/HitDecision.tsx';

export interface MatchListProps {
  results: ScreeningResult[];
  selected: number | null;
  visited: ReadonlySet<number>;
  onPick: (index: number) => void;
  decisionOf: (r: ScreeningResult) => ScreeningResult['decision'];
  /** 'I understand' is ticked: only then can a match be chosen [001:116]. */
  understood: boolean;
  onUnderstand: (understood: boolean) => void;
}

export const matchLabel = (r: ScreeningResult) => `${r.individual.firstname} ${r.individual.surname}`.trim();
const matchYear = (r: ScreeningResult) => `Born ${r.individual.year_of_birth ?? 'unknown'}`;
const listsOf = (r: ScreeningResult) =>
  [r.list.source, ...(r.also_listed ?? []).map((a) => a.list.source)]
    .map(sourceLabel)
    .filter((v, i, a) => a.indexOf(v) === i)
    .join(' + ');

/** The matches under the seed's notice: none can be chosen until 'I understand' is ticked [001:115–117]. */
export function MatchList({
  results,
  selected,
  visited,
  onPick,
  decisionOf,
  understood,
  onUnderstand,
}: MatchListProps) {
  const headingId = useId();
  const hintId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {SCREENING_MESSAGES.found(results.length)}
        </Title>
        <Alert color={understood ? 'gray' : 'yellow'} variant="light">
          <Text size="sm" id={hintId}>
            {SCREENING_MESSAGES.severalMatches}
          </Text>
          <Checkbox
            mt="sm"
            label={SCREENING_MESSAGES.iUnderstand}
            checked={understood}
            onChange={(e) => onUnderstand(e.currentTarget.checked)}
          />
        </Alert>
        <nav aria-label="Matches">
          {results.map((r, i) => {
            const decided = decisionOf(r);
            const active = selected === i;
            return (
              <NavLink
                key={`${r.entry_id}-${i}`}
                component="button"
                type="button"
                active={active}
                aria-current={active ? 'true' : undefined}
                disabled={!understood}
                // NavLink marks itself only with data-disabled: say it to assistive technology too.
                aria-disabled={understood ? undefined : true}
                aria-describedby={understood ? undefined : hintId}
                onClick={() => understood && onPick(i)}
                label={matchLabel(r)}
                description={
                  <>
                    {matchYear(r)} · {listsOf(r)}
                    {decided
                      ? ` · ${DECISION_LABELS[decided.decision] ?? decided.decision}${decided.carried_over ? ' (earlier screening)' : ''}`
                      : ' · Not reviewed'}
                  </>
                }
                styles={{ description: { color: 'inherit', opacity: 1 } }}
                rightSection={
                  <Group gap={4} wrap="nowrap">
                    {!active && visited.has(i) && (
                      <Badge size="xs" color={TONES.neutral}>
                        Visited
                      </Badge>
                    )}
                    <Badge size="sm" variant={active ? 'white' : 'outline'} aria-label={`Score ${percent(r.score)}`}>
                      {percent(r.score)}
                    </Badge>
                  </Group>
                }
              />
            );
          })}
        </nav>
      </Stack>
    </Paper>
  );
}
