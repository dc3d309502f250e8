import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import type { ReviewStatus } from '../../../shared/index.ts';

export interface CaseFilterValues { status: ReviewStatus | 'all'; q: string; from: string; to: string }

export interface CaseFiltersProps {
  value: CaseFilterValues;
  /** Only the fields that changed: the owner merges them into the filters as they are by then. */
  onChange: (changes: Partial<CaseFilterValues>) => void;
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'true_match', label: 'True match' },
  { value: 'false_positive', label: 'False positive' },
  { value: 'no_match', label: 'No match' },
];

/** Case list filters: name search (debounced), review status, screened from / to (dates). */
export function CaseFilters({ value, onChange }: CaseFiltersProps) {
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
        w={240}
      />
      <Select
        label="Review status"
        data={STATUS_OPTIONS}
        value={value.status}
        allowDeselect={false}
        onChange={(status) => onChange({ status: (status ?? 'all') as CaseFilterValues['status'] })}
        w={180}
      />
      <TextInput type="date" label="Screened from" value={value.from} onChange={(e) => onChange({ from: e.currentTarget.value })} w={170} />
      <TextInput type="date" label="Screened to" value={value.to} onChange={(e) => onChange({ to: e.currentTarget.value })} w={170} />
    </Group>
  );
}
