import { Alert, Badge, Button, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { SCREENING_MESSAGES, type ScreeningResult } from '../../../shared/index.ts';
import { TONES, percent, sourceLabel } from '../../hooks.ts';
import { DECISION_LABELS } from '../HitDecision/HitDecision.tsx';

export interface MatchListProps {
  results: ScreeningResult[];
  selected: number | null;
  visited: ReadonlySet<number>;
  onPick: (index: number) => void;
  decisionOf: (r: ScreeningResult) => ScreeningResult['decision'];
}

export const matchLabel = (r: ScreeningResult) => `${r.individual.firstname} ${r.individual.surname}`.trim();
const matchYear = (r: ScreeningResult) => `Born ${r.individual.year_of_birth ?? 'unknown'}`;
const listsOf = (r: ScreeningResult) => [r.list.source, ...(r.also_listed ?? []).map((a) => a.list.source)].map(sourceLabel).filter((v, i, a) => a.indexOf(v) === i).join(' + ');

/** The matches, clickable at once; the seed's notice stays above them until acknowledged. */
export function MatchList({ results, selected, visited, onPick, decisionOf }: MatchListProps) {
  const headingId = useId();
  const [understood, setUnderstood] = useState(false);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {SCREENING_MESSAGES.found(results.length)}
        </Title>
        {!understood && (
          <Alert color="yellow" variant="light">
            <Text size="sm">{SCREENING_MESSAGES.severalMatches}</Text>
            <Button mt="sm" size="xs" variant="outline" color="dark" onClick={() => setUnderstood(true)}>
              {SCREENING_MESSAGES.iUnderstand}
            </Button>
          </Alert>
        )}
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
                onClick={() => onPick(i)}
                label={matchLabel(r)}
                description={
                  <>
                    {matchYear(r)} · {listsOf(r)}
                    {decided ? ` · ${DECISION_LABELS[decided.decision] ?? decided.decision}${decided.carried_over ? ' (earlier screening)' : ''}` : ' · Not reviewed'}
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
