import { Badge, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@app/core/web';
import type { DossierObjectType, PeopleNode } from '../../../shared/index.ts';
import { isPending, shownValue, type Draft } from './people-hooks.ts';

export type FieldDef =
  | { field: string; label: string; kind: 'text' | 'date' }
  | { field: string; label: string; kind: 'number' }
  | { field: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { field: string; label: string; kind: 'yesno' };

export interface FieldGridProps {
  node: PeopleNode;
  type: DossierObjectType;
  defs: FieldDef[];
  draft?: Draft;
  errors?: Record<string, string>;
  disabled: boolean;
  onChange: (id: string, type: DossierObjectType, field: string, value: unknown) => void;
}

/**
 * The inputs of one object in the seed field model: the local edit, else the pending `new_value`
 * (marked 'pending'), else the approved value; errors show under the field [001:456].
 */
export function FieldGrid({ node, type, defs, draft, errors = {}, disabled, onChange }: FieldGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {defs.map((d) => {
        const v = shownValue(node, d.field, draft);
        const inputId = `${node._id}-${d.field}`;
        const label = (
          <Group gap={4} component="span">
            {d.label}
            {isPending(node, d.field) && (
              <Badge size="xs" color="indigo.9" title="Pending approval">
                pending
              </Badge>
            )}
          </Group>
        );
        const common = { id: inputId, label, 'aria-label': d.label, disabled, error: errors[d.field] };
        const set = (value: unknown) => onChange(node._id, type, d.field, value === '' ? null : value);
        if (d.kind === 'select')
          return (
            <Select key={d.field} {...common} data={d.options} value={(v as string) ?? null} onChange={set} clearable />
          );
        if (d.kind === 'yesno') {
          return (
            <Select
              key={d.field}
              {...common}
              data={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              value={v === true ? 'yes' : v === false ? 'no' : null}
              onChange={(x) => set(x === null ? null : x === 'yes')}
              clearable
            />
          );
        }
        if (d.kind === 'number')
          return (
            <NumberInput
              key={d.field}
              {...common}
              value={(v as number) ?? ''}
              min={0}
              max={100}
              decimalScale={2}
              onChange={(x) => set(x === '' ? null : Number(x))}
            />
          );
        if (d.kind === 'date')
          return <DateInput key={d.field} {...common} value={(v as string) ?? ''} onChange={set} />;
        return (
          <TextInput
            key={d.field}
            {...common}
            value={(v as string) ?? ''}
            onChange={(e) => set(e.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
