import { useId } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ScreeningResult } from '../../../shared/index.ts';
import { formatDob, percent, sourceLabel } from '../../hooks.ts';

export interface MatchExplanationProps {
  explanation: ScreeningResult['explanation'];
  list: ScreeningResult['list'];
  score: number;
}

const FEATURE_LABELS: Record<string, string> = {
  name: 'Name',
  date_of_birth: 'Date of birth',
  dob: 'Date of birth',
  year_of_birth: 'Year of birth',
  nationality: 'Nationality',
  country: 'Country',
  gender: 'Gender',
  weak_alias: 'Weak alias',
  kind: 'Entry type',
  calibration: 'Unconfirmed fields',
};

const AGREEMENT: Record<string, { label: string; color: string }> = {
  agrees: { label: 'Agrees', color: 'teal.9' },
  // White on yellow.9 fails contrast (2.99:1): the warn tone passes AA.
  partial: { label: 'Agrees in part', color: 'grape.9' },
  unknown: { label: 'Not on the list', color: 'gray.7' },
  conflict: { label: 'Differs', color: 'red.9' },
};

const featureLabel = (feature: string) =>
  FEATURE_LABELS[feature] ?? feature.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const signed = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}`;

/** "Why this matched": the searched name against the listed name, the features that scored, and the list used. */
export function MatchExplanation({ explanation, list, score }: MatchExplanationProps) {
  const headingId = useId();
  const fields = explanation.fields ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            Why this matched
          </Title>
          <Badge variant="light" size="lg">
            Score {percent(score)}
          </Badge>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180} scope="row">
                Searched name
              </Table.Th>
              <Table.Td>{explanation.query_name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Matched name</Table.Th>
              <Table.Td>{explanation.matched_name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Name strength</Table.Th>
              <Table.Td>
                {explanation.name_strength} (name score {percent(explanation.name_score)})
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">List</Table.Th>
              <Table.Td>
                {sourceLabel(list.source)}, version {list.version}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {fields.length > 0 && (
          <Table withTableBorder aria-label="Agreement per field">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Searched</Table.Th>
                <Table.Th scope="col">Listed</Table.Th>
                <Table.Th scope="col">Agreement</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f) => (
                <Table.Tr key={f.field}>
                  <Table.Td>{featureLabel(f.field)}</Table.Td>
                  <Table.Td>{(f.field === 'dob' ? formatDob(f.query) : f.query) || '—'}</Table.Td>
                  <Table.Td>{(f.field === 'dob' ? formatDob(f.listed) : f.listed) || '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={AGREEMENT[f.agreement].color} variant="filled">
                      {AGREEMENT[f.agreement].label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {fields.length > 0 && score < 1 && (
          <Text size="sm">
            100% means every field you provided agrees with the list entry; a field the list cannot confirm lowers the
            score.
          </Text>
        )}
        {explanation.contributions.length > 0 && (
          <Table withTableBorder aria-label="Score contributions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Feature</Table.Th>
                <Table.Th scope="col">Contribution</Table.Th>
                <Table.Th scope="col">Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {explanation.contributions.map((c, i) => (
                <Table.Tr key={`${c.feature}-${i}`}>
                  <Table.Td>{featureLabel(c.feature)}</Table.Td>
                  <Table.Td c={c.value < 0 ? 'red.9' : c.value > 0 ? 'teal.9' : undefined}>{signed(c.value)}</Table.Td>
                  <Table.Td>{c.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
