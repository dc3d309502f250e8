import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientListItem } from '@app/plugin-dossier/shared';
import { useDossierClient } from '../../hooks.ts';

export const clientLabel = (c: Pick<ClientListItem, 'name' | 'first_name' | 'last_name'>) =>
  c.name?.trim() || [c.first_name, c.last_name].filter(Boolean).join(' ') || 'Unnamed client';

export interface ClientSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  value: string | null;
  /** The client's name when `value` is set before any search (e.g. from the address). */
  valueLabel?: string;
  onChange(id: string | null, name: string | null): void;
}

/** A client of the dossier, searched by name on the server (the dossier's client list, 500 ms apart). */
export function ClientSelect({ value, valueLabel, onChange, ...rest }: ClientSelectProps) {
  const dossier = useDossierClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const clients = useQuery({
    queryKey: ['transactions', 'client-search', debounced],
    queryFn: () => dossier.listCompanies({ search: debounced }),
  });
  const options = (clients.data?.companies ?? [])
    .filter((c) => !c.pending_creation)
    .map((c) => ({ value: c._id, label: clientLabel(c) }));
  if (value && valueLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: valueLabel });
  return (
    <Select
      searchable
      clearable
      {...rest}
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isPending ? 'Searching…' : 'No approved client of that name'}
      onChange={(id, option) => onChange(id, option?.label ?? null)}
    />
  );
}
