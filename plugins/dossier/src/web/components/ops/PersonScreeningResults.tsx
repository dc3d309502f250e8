import { Alert, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { SCREENING_MESSAGES as SM, type ScreeningResponse } from '@app/plugin-screening/shared';
import { useState } from 'react';
import { OPS_SCREENING_TEXTS as T } from './person-screening-texts.ts';

export interface PersonScreeningResultsProps {
  response: ScreeningResponse;
  /** Index of the result being saved, if any. */
  saving: number | null;
  onSave(index: number): void;
}

/**
 * The matches of a person's screening. With several, none can be chosen (saved as PDF) until
 * 'I understand' is ticked [001:115–117]; a single match or none can be saved at once.
 */
export function PersonScreeningResults({ response, saving, onSave }: PersonScreeningResultsProps) {
  const several = response.result.length > 1;
  const [understood, setUnderstood] = useState(false);
  const locked = several && !understood;
  return (
    <Stack>
      <Text size="sm">{response.result.length ? SM.found(response.result.length) : SM.noResults}</Text>
      {several && (
        <Alert color={understood ? 'gray' : 'yellow'} variant="light">
          <Text size="sm">{SM.severalMatches}</Text>
          <Checkbox
            mt="sm"
            label={SM.iUnderstand}
            checked={understood}
            onChange={(e) => setUnderstood(e.currentTarget.checked)}
          />
          {locked && (
            <Text size="xs" mt={4}>
              {T.pickHint(response.result.length)}
            </Text>
          )}
        </Alert>
      )}
      {response.result.length === 0 && (
        <Button color="blue.9" loading={saving === 0} style={{ alignSelf: 'flex-start' }} onClick={() => onSave(0)}>
          {SM.saveAsPdf}
        </Button>
      )}
      {response.result.length > 0 && (
        <Table striped aria-label="Screening results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Year of birth</Table.Th>
              <Table.Th>List</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {response.result.map((r, i) => (
              <Table.Tr key={r.entry_id}>
                <Table.Td>{`${r.individual.firstname} ${r.individual.surname}`.trim()}</Table.Td>
                <Table.Td>{r.individual.year_of_birth ?? '—'}</Table.Td>
                <Table.Td>{r.list.source.toUpperCase()}</Table.Td>
                <Table.Td>{Math.round(r.score <= 1 ? r.score * 100 : r.score)}%</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    color="blue.9"
                    loading={saving === i}
                    disabled={locked || (saving !== null && saving !== i)}
                    aria-label={`${SM.saveAsPdf}: ${r.individual.firstname} ${r.individual.surname}`}
                    onClick={() => !locked && onSave(i)}
                  >
                    {SM.saveAsPdf}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
