import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { DateInput } from '@app/core/web';
import { useState } from 'react';
import type { NamedId, ReviewStatus } from '../../../shared/index.ts';

export interface CaseFilterValues {
  status: ReviewStatus | 'all';
  q: string;
  /** YYYY-MM-DD */
  from: string;
  to: string;
  /** Client id ('' = every client). */
  client: string;
  /** Assignee's user id ('' = everyone). */
  assignee: string;
}

export interface CaseFiltersProps {
  value: CaseFilterValues;
  /** Only the fields that changed: the owner merges them into the filters as they are by then. */
  onChange: (changes: Partial<CaseFilterValues>) => void;
  /** Clients to filter by; omitted on one client's own history. */
  clients?: NamedId[];
  assignees?: NamedId[];
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'true_match', label: 'True match' },
  { value: 'false_positive', label: 'False positive' },
  { value: 'no_match', label: 'No match' },
];

const options = (list: NamedId[]) => list.map((x) => ({ value: x.id, label: x.name }));

/** Case list filters: name search (debounced), review status, client, assignee, screened from / to. */
export function CaseFilters({ value, onChange, clients, assignees = [] }: CaseFiltersProps) {
  const [q, setQ] = useState(value.q);
  // The search fires 300 ms after typing and sends only `q`, so a status or date chosen meanwhile stays.
  const debounced = useDebouncedCallback((next: string) => onChange({ q: next }), 300);
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filter sanction screenings">
      <TextInput
        label="Search by name"
        placeholder="First name or surname"
        value={q}
        maxLength={100}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          debounced(e.currentTarget.value);
        }}
        w={220}
      />
      <Select
        label="Review status"
        data={STATUS_OPTIONS}
        value={value.status}
        allowDeselect={false}
        onChange={(status) => onChange({ status: (status ?? 'all') as CaseFilterValues['status'] })}
        w={160}
      />
      {clients && (
        <Select
          label="Client"
          placeholder="All clients"
          data={options(clients)}
          value={value.client || null}
          searchable
          clearable
          nothingFoundMessage="No client found"
          onChange={(client) => onChange({ client: client ?? '' })}
          w={220}
        />
      )}
      <Select
        label="Assignee"
        placeholder="Everyone"
        data={options(assignees)}
        value={value.assignee || null}
        searchable
        clearable
        nothingFoundMessage="No user found"
        onChange={(assignee) => onChange({ assignee: assignee ?? '' })}
        w={180}
      />
      <DateInput label="Screened from" value={value.from} onChange={(from) => onChange({ from })} w={150} />
      <DateInput label="Screened to" value={value.to} onChange={(to) => onChange({ to })} w={150} />
    </Group>
  );
}
