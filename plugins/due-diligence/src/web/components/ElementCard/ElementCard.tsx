import { Badge, Button, Card, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { FIELD_LABELS, fieldsOf, type DdElement } from '../../../shared/index.ts';
import { FieldInput, type Value } from '../FieldInput/FieldInput.tsx';

export interface ElementCardProps {
  element: DdElement;
  edits: Record<string, Value>;
  errors: Record<string, string>;
  editable: boolean;
  onChange(field: string, value: Value): void;
  onBlur?(field: string): void;
  onRemove?: () => void;
}

const valueOf = (e: DdElement, field: string) => (e as unknown as Record<string, Value>)[field];

/** One element of sections 1–6: relevance first; NO hides the rest (it is skipped by the completion rules). */
export function ElementCard({ element, edits, errors, editable, onChange, onBlur, onRemove }: ElementCardProps) {
  const get = (f: string) => (f in edits ? edits[f] : valueOf(element, f));
  const title = String(get('company_name') ?? get('full_name') ?? '') || 'Unnamed';
  const fields = get('is_relevant') === 'NO' ? [] : fieldsOf(element.type);
  return (
    <Card withBorder padding="md" data-element={element._id} aria-label={title} component="section">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{title}</Text>
        <Group gap="xs">
          {element.pending_creation && <Badge color="grape.9">awaiting approval</Badge>}
          {onRemove && (
            <Button size="compact-xs" variant="subtle" color="#b3261e" onClick={onRemove}>
              Remove<VisuallyHidden> {title}</VisuallyHidden>
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <FieldInput
          field="is_relevant"
          label="Relevant"
          yesNo
          value={get('is_relevant')}
          pending={element.new_values.is_relevant}
          error={errors.is_relevant}
          readOnly={!editable}
          onChange={(v) => onChange('is_relevant', v)}
          onBlur={() => onBlur?.('is_relevant')}
        />
        {fields.map((f) => (
          <FieldInput
            key={f}
            field={f}
            label={FIELD_LABELS[f] ?? f}
            value={get(f)}
            pending={f in element.new_values ? element.new_values[f] : undefined}
            error={errors[f]}
            readOnly={!editable}
            onChange={(v) => onChange(f, v)}
            onBlur={() => onBlur?.(f)}
            yesNo={f === 'politically_exposed_person'}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
