import { Alert, Badge, Button, Grid, Group, List, Modal, NavLink, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, notifyError } from '@app/core/web';
import { useId, useState } from 'react';
import { SCREENING_MESSAGES, type ScreeningResponse, type ScreeningResult } from '../../../shared/index.ts';
import { TONES, formatDob, nationalityLabel, percent, sourceLabel, useScreeningClient } from '../../hooks.ts';
import { DECISION_LABELS, HitDecision, type HitDecisionValue } from '../HitDecision/HitDecision.tsx';
import { MatchExplanation } from '../MatchExplanation/MatchExplanation.tsx';
import { ResultDetails } from '../ResultDetails/ResultDetails.tsx';
import { SavedPdfDialog, type SavedPdfFile } from '../SavedPdfDialog/SavedPdfDialog.tsx';

export interface ScreeningResultViewProps {
  /** The screening response as answered (or as stored); null/undefined shows the fetch error. */
  response: ScreeningResponse | null | undefined;
  /** 'inline' (item page) or 'popup' (after a new request: close cross and 'Save as PDF'). */
  mode?: 'inline' | 'popup';
  /** Popup mode: whether the popup is open and how it closes. */
  opened?: boolean;
  onClose?: () => void;
  /** Person the screening belongs to, passed on to 'Save as PDF'. */
  personId?: string | null;
  /** Reviewer decisions may be recorded (default true). */
  allowDecisions?: boolean;
}

const matchLabel = (r: ScreeningResult) => `${r.individual.firstname} ${r.individual.surname}`.trim();
const matchYear = (r: ScreeningResult) => `Born ${r.individual.year_of_birth ?? 'unknown'}`;

/** Seed "Sanction screening result (inline or popup)". */
export function ScreeningResultView({ mode = 'inline', opened = true, onClose, ...props }: ScreeningResultViewProps) {
  if (mode === 'inline') return <ResultBody key={props.response?.search_id ?? 'none'} {...props} />;
  return (
    <Modal
      opened={opened}
      onClose={() => onClose?.()}
      title="Sanction Screening Result"
      size="80rem"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && <ResultBody key={props.response?.search_id ?? 'none'} {...props} popup />}
    </Modal>
  );
}

interface BodyProps extends Omit<ScreeningResultViewProps, 'mode' | 'opened' | 'onClose'> {
  popup?: boolean;
}

function ResultBody({ response, personId, allowDecisions = true, popup = false }: BodyProps) {
  const results: ScreeningResult[] | null = response && Array.isArray(response.result) ? response.result : null;
  const several = (results?.length ?? 0) > 1;
  const [understood, setUnderstood] = useState(false);
  const [selected, setSelected] = useState<number | null>(results?.length === 1 ? 0 : null);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set(results?.length === 1 ? [0] : []));
  const [decisions, setDecisions] = useState<Record<string, HitDecisionValue>>({});
  const [saved, setSaved] = useState<SavedPdfFile | null>(null);
  const client = useScreeningClient();
  const matchesId = useId();

  const savePdf = useMutation({
    mutationFn: (sanctionIndex: number) =>
      client.saveSanctionAsPdf({ sanctionIndex, search_id: response?.search_id ?? '', ...(personId ? { person_id: personId } : {}) }),
    onSuccess: (data) => {
      if (!data.file) notifyError('Error saving document');
      else setSaved(data.file);
    },
    onError: (e) => notifyError(errorText(e, SCREENING_MESSAGES.errorSavingPdf)),
  });

  if (!response || !results) {
    return (
      <Alert color="red" title={SCREENING_MESSAGES.fetchError} role="alert">
        {response?.message}
      </Alert>
    );
  }

  const pick = (i: number) => {
    setSelected(i);
    setVisited((v) => new Set(v).add(i));
  };
  const shown = selected === null ? null : results[selected];
  const decisionOf = (r: ScreeningResult) => decisions[r.entry_id] ?? r.decision ?? null;

  return (
    <Stack gap="md">
      <RequestSummary response={response} />

      {results.length === 0 && (
        <Alert color="blue" title="No results" role="status">
          <Text size="sm">{SCREENING_MESSAGES.noResults}</Text>
          <Text size="sm" mt="xs">
            {SCREENING_MESSAGES.searchDepends}
          </Text>
        </Alert>
      )}

      {results.length > 0 && (
        <Grid gap="md">
          {several && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder p="sm" component="section" aria-labelledby={matchesId}>
                <Stack gap="xs">
                  <Title order={2} size="h4" id={matchesId}>
                    {SCREENING_MESSAGES.found(results.length)}
                  </Title>
                  {!understood && (
                    <Alert color="yellow" variant="light">
                      <Text size="sm">{SCREENING_MESSAGES.severalMatches}</Text>
                      <Button mt="sm" size="xs" onClick={() => setUnderstood(true)}>
                        {SCREENING_MESSAGES.iUnderstand}
                      </Button>
                    </Alert>
                  )}
                  {understood ? (
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
                            onClick={() => pick(i)}
                            label={matchLabel(r)}
                            description={
                              <>
                                {matchYear(r)} · {sourceLabel(r.list.source)}
                                {decided ? ` · ${DECISION_LABELS[decided.decision] ?? decided.decision}` : ''}
                              </>
                            }
                            styles={{ description: { color: 'inherit', opacity: 1 } }}
                            rightSection={
                              <Group gap={4} wrap="nowrap">
                                {active ? (
                                  <Badge size="xs" variant="white">
                                    Selected
                                  </Badge>
                                ) : (
                                  visited.has(i) && (
                                    <Badge size="xs" color={TONES.neutral}>
                                      Visited
                                    </Badge>
                                  )
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
                  ) : (
                    <List size="sm" spacing={4} aria-label="Matches (read the notice first)">
                      {results.map((r, i) => (
                        <List.Item key={`${r.entry_id}-${i}`}>
                          {matchLabel(r)} · {matchYear(r)} · score {percent(r.score)}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: several ? 8 : 12 }}>
            {shown && selected !== null ? (
              <Stack gap="md">
                <Group justify="space-between" align="center">
                  <Title order={2} size="h3">
                    {shown.individual.firstname} {shown.individual.surname}
                  </Title>
                  {popup && (
                    <Button variant="light" loading={savePdf.isPending} onClick={() => savePdf.mutate(selected)}>
                      {SCREENING_MESSAGES.saveAsPdf}
                    </Button>
                  )}
                </Group>
                <MatchExplanation explanation={shown.explanation} list={shown.list} score={shown.score} />
                <ResultDetails result={shown} />
                {allowDecisions && (
                  <HitDecision
                    key={shown.entry_id}
                    searchId={response.search_id}
                    entryId={shown.entry_id}
                    decision={decisionOf(shown)}
                    onDecided={(d) => setDecisions((all) => ({ ...all, [shown.entry_id]: d }))}
                  />
                )}
              </Stack>
            ) : (
              <Paper withBorder p="xl">
                <Text c="dimmed" ta="center">
                  {understood ? 'Pick a match from the list to view it.' : 'Read the notice, then pick the best match.'}
                </Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}

      {response.list_versions.length > 0 && (
        <Text size="xs" c="dimmed">
          Screened against: {response.list_versions.map((v) => `${sourceLabel(v.source)} ${v.version}`).join(', ')}
        </Text>
      )}
      <SavedPdfDialog file={saved} onClose={() => setSaved(null)} />
    </Stack>
  );
}

function RequestSummary({ response }: { response: ScreeningResponse }) {
  const r = response.request;
  const headingId = useId();
  const items: [string, string][] = [
    ['Surname', r?.surname || '—'],
    ['First name', r?.firstname || '—'],
    ['Date of birth', formatDob(r?.dob)],
    ['Nationality', nationalityLabel(r?.nationality)],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Search request
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {items.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
