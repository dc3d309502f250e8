import {
  Autocomplete,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import type { Mapping, MappingError, MappingPreview, TransactionField } from '../../../shared/index.ts';
import {
  directionMode,
  FIELD_GROUPS,
  FIELD_LABELS,
  isDate,
  isRequired,
  mayBeConstant,
  mayHaveValues,
  setColumn,
  setConstant,
  setDateFormat,
  setDirectionMode,
  setSourceKind,
  setValueTable,
  sourceKind,
  wordsOf,
  type DirectionMode,
  type SourceKind,
} from '../../mapping/mapping-draft.ts';
import { TURNOVER_COLORS } from '../../format.ts';
import { ValueTableEditor } from '../ValueTableEditor/ValueTableEditor.tsx';
import { MappingJsonButtons } from './MappingJsonButtons.tsx';

export interface MappingEditorProps {
  value: Mapping;
  onChange(mapping: Mapping): void;
  /** The file's header (from a preview), offered when a column is typed. */
  headers?: readonly string[];
  /** validateMapping's errors, by JSON path. */
  errors?: readonly MappingError[];
  /** Words of the file no value table covers (from a preview). */
  uncovered?: MappingPreview['uncovered'];
  /** The file name of an exported JSON. */
  name?: string;
}

const SOURCES: { value: SourceKind; label: string }[] = [
  { value: 'none', label: 'Not in the file' },
  { value: 'column', label: 'Column' },
  { value: 'join', label: 'Columns joined' },
  { value: 'constant', label: 'Same for every row' },
];

/** The mapping file, edited field by field: columns, constants, value tables, direction, date formats, decimal mark. */
export function MappingEditor({
  value: m,
  onChange,
  headers = [],
  errors = [],
  uncovered = [],
  name,
}: MappingEditorProps) {
  const [valuesOf, setValuesOf] = useState<TransactionField | null>(null);
  const errorAt = (...paths: string[]) =>
    errors
      .filter((e) => paths.some((p) => e.path === p || e.path.startsWith(`${p}.`)))
      .map((e) => e.message)
      .join('; ') || undefined;
  const uncoveredOf = (f: TransactionField) => uncovered.filter((u) => u.field === f).map((u) => u.value);
  const mode = directionMode(m);

  const source = (f: TransactionField) => {
    const kind = sourceKind(m, f);
    const label = FIELD_LABELS[f];
    const column = m.columns[f];
    if (kind === 'column')
      return (
        <Autocomplete
          aria-label={`${label}: column`}
          placeholder="Header in the file"
          data={[...headers]}
          value={typeof column === 'string' ? column : ''}
          onChange={(v) => onChange(setColumn(m, f, v))}
          error={errorAt(`columns.${f}`)}
        />
      );
    if (kind === 'join' && column && typeof column !== 'string')
      return (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TagsInput
            aria-label={`${label}: columns joined`}
            placeholder="Headers, in order"
            data={[...headers]}
            value={column.join}
            onChange={(join) => onChange(setColumn(m, f, { ...column, join }))}
            error={errorAt(`columns.${f}`)}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`${label}: joined with`}
            w={70}
            value={column.with ?? ' '}
            onChange={(e) => onChange(setColumn(m, f, { ...column, with: e.currentTarget.value }))}
          />
        </Group>
      );
    if (kind === 'constant')
      return (
        <TextInput
          aria-label={`${label}: value for every row`}
          placeholder="e.g. KES"
          value={m.constants?.[f] ?? ''}
          onChange={(e) => onChange(setConstant(m, f, e.currentTarget.value))}
          error={errorAt(`constants.${f}`)}
        />
      );
    return null;
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mapping-decimal-label">
              Decimal mark of amounts
            </Text>
            <SegmentedControl
              aria-labelledby="mapping-decimal-label"
              value={m.decimal ?? '.'}
              onChange={(v) => onChange({ ...m, decimal: v as '.' | ',' })}
              data={[
                { value: '.', label: 'Point: 1,234.56' },
                { value: ',', label: 'Comma: 1.234,56' },
              ]}
            />
          </Stack>
          <MappingJsonButtons mapping={m} name={name} onLoad={onChange} />
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="xs">
          Direction: money in or out
        </Title>
        <SegmentedControl
          aria-label="Where the direction comes from"
          value={mode}
          onChange={(v) => onChange(setDirectionMode(m, v as DirectionMode))}
          data={[
            { value: 'column', label: 'A debit/credit column' },
            { value: 'signed', label: 'The sign of the amount' },
            { value: 'constant', label: 'Same for every row' },
          ]}
          mb="sm"
        />
        {mode === 'column' && m.direction && (
          <Group grow align="flex-start">
            <Autocomplete
              label="Column"
              data={[...headers]}
              value={m.direction.column}
              onChange={(column) => onChange({ ...m, direction: { ...m.direction!, column } })}
              error={errorAt('direction.column')}
            />
            <TextInput
              label="Words for credit (in)"
              description="Comma separated, e.g. C, CR"
              defaultValue={m.direction.credit.join(', ')}
              onBlur={(e) => onChange({ ...m, direction: { ...m.direction!, credit: wordsOf(e.currentTarget.value) } })}
              error={errorAt('direction.credit')}
            />
            <TextInput
              label="Words for debit (out)"
              description="Comma separated, e.g. D, DR"
              defaultValue={m.direction.debit.join(', ')}
              onBlur={(e) => onChange({ ...m, direction: { ...m.direction!, debit: wordsOf(e.currentTarget.value) } })}
              error={errorAt('direction.debit')}
            />
          </Group>
        )}
        {mode === 'signed' && (
          <Text size="sm">
            A leading minus is money out (debit), no sign or a plus is money in (credit); the amount is stored without
            its sign. A zero amount has no sign and is refused.
          </Text>
        )}
        {mode === 'constant' && (
          <Select
            label="Every row is"
            w={240}
            allowDeselect={false}
            value={m.constants?.direction ?? 'credit'}
            onChange={(v) => onChange(setConstant(m, 'direction', v ?? 'credit'))}
            data={[
              { value: 'credit', label: 'Incoming (credit)' },
              { value: 'debit', label: 'Outgoing (debit)' },
            ]}
          />
        )}
      </Paper>
      {FIELD_GROUPS.map(([group, fields]) => (
        <Paper key={group} withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            {group}
          </Title>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing={6} aria-label={`Fields: ${group}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">Comes from</Table.Th>
                  <Table.Th scope="col">Column or value</Table.Th>
                  <Table.Th scope="col">Format / values</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((f) => {
                  const kind = sourceKind(m, f);
                  const table = m.values?.[f] ?? {};
                  const open = uncoveredOf(f).filter((w) => !(w in table)).length;
                  return (
                    <Table.Tr key={f}>
                      <Table.Th scope="row" fw={400} w={230}>
                        <Text size="sm">
                          {FIELD_LABELS[f]}
                          {isRequired(f) && (
                            <Text span c="red.8" aria-label="required">
                              {' '}
                              *
                            </Text>
                          )}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {f}
                        </Text>
                      </Table.Th>
                      <Table.Td w={190}>
                        <Select
                          aria-label={`${FIELD_LABELS[f]}: comes from`}
                          allowDeselect={false}
                          value={kind}
                          data={SOURCES.filter((s) => s.value !== 'constant' || mayBeConstant(f))}
                          onChange={(v) => onChange(setSourceKind(m, f, (v ?? 'none') as SourceKind))}
                          error={kind === 'none' ? errorAt(`columns.${f}`) : undefined}
                        />
                      </Table.Td>
                      <Table.Td>{source(f)}</Table.Td>
                      <Table.Td w={220}>
                        {isDate(f) && kind !== 'none' && (
                          <TextInput
                            aria-label={`${FIELD_LABELS[f]}: date format`}
                            placeholder="ISO 8601, or e.g. DD/MM/YYYY"
                            value={m.dates?.[f] ?? ''}
                            onChange={(e) => onChange(setDateFormat(m, f, e.currentTarget.value))}
                            error={errorAt(`dates.${f}`)}
                          />
                        )}
                        {mayHaveValues(f) && (kind === 'column' || kind === 'join') && (
                          <Group gap={6}>
                            <Button
                              size="compact-sm"
                              variant={Object.keys(table).length ? 'light' : 'subtle'}
                              onClick={() => setValuesOf(f)}
                            >
                              {Object.keys(table).length ? `Values (${Object.keys(table).length})` : 'Translate words'}
                              <VisuallyHidden> of {FIELD_LABELS[f]}</VisuallyHidden>
                            </Button>
                            {open > 0 && (
                              <Text size="xs" fw={600} c={TURNOVER_COLORS.outgoing}>
                                {open} uncovered
                              </Text>
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
      <ValueTableEditor
        title={valuesOf ? FIELD_LABELS[valuesOf] : null}
        table={valuesOf ? (m.values?.[valuesOf] ?? {}) : {}}
        uncovered={valuesOf ? uncoveredOf(valuesOf) : []}
        onSave={(table) => valuesOf && onChange(setValueTable(m, valuesOf, table))}
        onClose={() => setValuesOf(null)}
      />
    </Stack>
  );
}
