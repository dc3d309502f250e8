import { DateInput } from '@app/core/web';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { TransactionFilters as Filters } from '../../../shared/index.ts';
import { filterErrors } from '../../filters.ts';
import { ClientSelect } from '../ClientSelect/ClientSelect.tsx';

export interface TransactionFiltersProps {
  value: Filters;
  /** The name of `value.company_id`, when known. */
  clientName?: string;
  /** Offer the client picker (the list across clients). */
  withClient?: boolean;
  onApply(filters: Filters): void;
}

/** The list's server-side filters: applied together with one button, so each change is not a query of its own. */
export function TransactionFilters({ value, clientName, withClient = true, onApply }: TransactionFiltersProps) {
  const [draft, setDraft] = useState<Filters>(value);
  const [name, setName] = useState<string | undefined>(clientName);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => setName(clientName), [clientName]);
  const errors = filterErrors(draft);
  const set = (key: keyof Filters, v: string | null) =>
    setDraft(({ [key]: _, ...rest }) => (v ? { ...rest, [key]: v } : rest) as Filters);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!Object.keys(errors).length) onApply(draft);
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Filter transactions">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {withClient && (
            <ClientSelect
              label="Client"
              placeholder="All clients"
              value={draft.company_id ?? null}
              valueLabel={name}
              onChange={(id, label) => {
                set('company_id', id);
                setName(label ?? undefined);
              }}
            />
          )}
          <DateInput label="Booked from" value={draft.from} onChange={(v) => set('from', v)} error={errors.from} />
          <DateInput label="Booked until" value={draft.to} onChange={(v) => set('to', v)} error={errors.to} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tx-direction-label">
              Direction
            </Text>
            <SegmentedControl
              aria-labelledby="tx-direction-label"
              value={draft.direction ?? 'all'}
              onChange={(v) => set('direction', v === 'all' ? null : v)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'credit', label: 'Incoming' },
                { value: 'debit', label: 'Outgoing' },
              ]}
            />
          </Stack>
          <TextInput
            label="Amount from"
            inputMode="decimal"
            placeholder="e.g. 10000"
            value={draft.amount_min ?? ''}
            onChange={(e) => set('amount_min', e.currentTarget.value.trim())}
            error={errors.amount_min}
          />
          <TextInput
            label="Amount up to"
            inputMode="decimal"
            placeholder="e.g. 250000.00"
            value={draft.amount_max ?? ''}
            onChange={(e) => set('amount_max', e.currentTarget.value.trim())}
            error={errors.amount_max}
          />
          <TextInput
            label="Counterparty"
            description="Part of the name or account"
            value={draft.counterparty ?? ''}
            onChange={(e) => set('counterparty', e.currentTarget.value)}
          />
          <TextInput
            label="Counterparty country"
            description="Two letters, e.g. AE"
            maxLength={2}
            value={draft.country ?? ''}
            onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
            error={errors.country}
          />
          <TextInput
            label="Channel"
            description="The transmode code, e.g. K or SWIFT"
            value={draft.channel ?? ''}
            onChange={(e) => set('channel', e.currentTarget.value.trim())}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              const kept = !withClient && value.company_id ? { company_id: value.company_id } : {};
              setDraft(kept);
              onApply(kept);
            }}
          >
            Clear filters
          </Button>
          <Button type="submit" disabled={Object.keys(errors).length > 0}>
            Apply filters
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
