import { Alert, Button, Grid, Group, List, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, notifyError } from '@app/core/web';
import { useId, useState } from 'react';
import {
  SCREENING_MESSAGES,
  cleanResultText,
  type FiledPdfWire,
  type ScreeningResponse,
  type ScreeningResult,
} from '../../../shared/index.ts';
import { formatDob, nationalityLabel, percent, sourceLabel, useScreeningClient } from '../../hooks.ts';
import { HitDecision, type HitDecisionValue } from '../HitDecision/HitDecision.tsx';
import { MatchList } from '../MatchList/MatchList.tsx';
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
  /** Path of another screening (carried-over decisions link to where they were recorded). */
  screeningPath?: (searchId: string) => string;
}

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

function ResultBody({ response, personId, allowDecisions = true, screeningPath }: BodyProps) {
  const results: ScreeningResult[] | null = response && Array.isArray(response.result) ? response.result : null;
  const several = (results?.length ?? 0) > 1;
  // A single match is shown at once; among several, none until 'I understand' is ticked and one is picked [001:115–118].
  const [selected, setSelected] = useState<number | null>(results?.length === 1 ? 0 : null);
  const [understood, setUnderstood] = useState(false);
  const [picked, setPicked] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set(results?.length === 1 ? [0] : []));
  const [decisions, setDecisions] = useState<Record<string, HitDecisionValue>>({});
  const [saved, setSaved] = useState<{ file: SavedPdfFile; filed: FiledPdfWire | null } | null>(null);
  const client = useScreeningClient();

  const savePdf = useMutation({
    mutationFn: (sanctionIndex: number) =>
      client.saveSanctionAsPdf({
        sanctionIndex,
        search_id: response?.search_id ?? '',
        ...(personId ? { person_id: personId } : {}),
      }),
    onSuccess: (data) => {
      if (!data.file) notifyError('Error saving document');
      else setSaved({ file: data.file, filed: data.filed ?? null });
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
    if (several && !understood) return;
    setSelected(i);
    setPicked(true);
    setVisited((v) => new Set(v).add(i));
  };
  const shown = selected === null ? null : results[selected];
  const decisionOf = (r: ScreeningResult) => decisions[r.entry_id] ?? r.decision ?? null;
  const pdfButton = (index: number) => (
    <Button variant="filled" color="dark" loading={savePdf.isPending} onClick={() => savePdf.mutate(index)}>
      {SCREENING_MESSAGES.saveAsPdf}
    </Button>
  );

  return (
    <Stack gap="md">
      <RequestSummary response={response} />

      {results.length === 0 && (
        <Alert color="teal" variant="light" title="No match" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{cleanResultText(response)}</Text>
            {pdfButton(0)}
          </Stack>
        </Alert>
      )}

      {results.length > 0 && (
        <Grid gap="md">
          {several && (
            <Grid.Col span={{ base: 12, lg: 3 }}>
              <MatchList
                results={results}
                selected={selected}
                visited={visited}
                onPick={pick}
                decisionOf={decisionOf}
                understood={understood}
                onUnderstand={setUnderstood}
              />
            </Grid.Col>
          )}
          {several && selected === null && (
            <Grid.Col span={{ base: 12, lg: 9 }}>
              <Text size="sm" role="status">
                {understood
                  ? 'Choose the best match from the list to view it.'
                  : `Tick '${SCREENING_MESSAGES.iUnderstand}' to choose a match.`}
              </Text>
            </Grid.Col>
          )}
          {shown && selected !== null && (
            <Grid.Col span={{ base: 12, lg: several ? 9 : 12 }}>
              <Stack gap="md">
                <Group justify="space-between" align="center">
                  <div>
                    <Title order={2} size="h3">
                      {shown.individual.firstname} {shown.individual.surname}
                    </Title>
                    <Text size="sm">
                      Score {percent(shown.score)} ·{' '}
                      {[shown.list, ...(shown.also_listed ?? []).map((x) => x.list)]
                        .map((l) => sourceLabel(l.source))
                        .filter((v, i, all) => all.indexOf(v) === i)
                        .join(' + ')}
                    </Text>
                  </div>
                  {pdfButton(selected)}
                </Group>
                {(shown.also_listed?.length ?? 0) > 0 && (
                  <Alert color="blue" variant="light" title="The same person on other lists">
                    <List size="sm">
                      {shown.also_listed!.map((a) => (
                        <List.Item key={a.entry_id}>
                          {sourceLabel(a.list.source)} {a.entry_id} ({a.name}): {a.link}
                        </List.Item>
                      ))}
                    </List>
                  </Alert>
                )}
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, md: allowDecisions ? 7 : 12 }}>
                    <MatchExplanation explanation={shown.explanation} list={shown.list} score={shown.score} />
                  </Grid.Col>
                  {allowDecisions && (
                    <Grid.Col span={{ base: 12, md: 5 }}>
                      <HitDecision
                        key={shown.entry_id}
                        searchId={response.search_id}
                        entryId={shown.entry_id}
                        decision={decisionOf(shown)}
                        focusOnMount={picked}
                        screeningPath={screeningPath}
                        onDecided={(d) => setDecisions((all) => ({ ...all, [shown.entry_id]: d }))}
                      />
                    </Grid.Col>
                  )}
                </Grid>
                <ResultDetails result={shown} />
              </Stack>
            </Grid.Col>
          )}
        </Grid>
      )}

      {response.list_versions.length > 0 && (
        <Text size="xs">
          Screened against: {response.list_versions.map((v) => `${sourceLabel(v.source)} ${v.version}`).join(', ')}
        </Text>
      )}
      <SavedPdfDialog file={saved?.file ?? null} filed={saved?.filed} onClose={() => setSaved(null)} />
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
