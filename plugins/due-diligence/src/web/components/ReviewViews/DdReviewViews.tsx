import type { ReviewViewProps } from '@app/plugin-workflow/shared';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { DD_MESSAGES as M, FIELD_LABELS, QUESTIONS, RECORD_LABELS, SECTIONS, fieldsOf } from '../../../shared/index.ts';
import { richToText } from '../FieldInput/FieldInput.tsx';

type Change = { current: unknown; new: unknown };
const parse = <T,>(text: string | null | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};
const show = (field: string, v: unknown) =>
  v === null || v === undefined || v === '' ? '' : field.endsWith('_details') ? richToText(String(v)) : String(v);

function PartOf({ action }: ReviewViewProps) {
  if (!action.due_diligence_record || !action.company_id) return null;
  return (
    <Text size="sm">
      {M.partOf}:{' '}
      <Anchor
        href={`/${action.company_id}/due-diligence/${action.due_diligence_record}`}
        target="_blank"
        rel="noreferrer"
      >
        Due Diligence
      </Anchor>
    </Text>
  );
}

function FieldTable({
  rows,
  state,
  changes,
  view,
  label,
}: {
  rows: { field: string; label: string }[];
  state: Record<string, unknown>;
  changes: Record<string, Change>;
  view: ReviewViewProps['view'];
  label: string;
}) {
  const withChanges = Object.keys(changes).length > 0;
  return (
    <Table withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Field</Table.Th>
          <Table.Th scope="col">
            {withChanges ? (view === 'forConfirmation' ? 'Current Version' : 'Previous Version') : 'Value'}
          </Table.Th>
          {withChanges && <Table.Th scope="col">New Version</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ field, label: l }) => {
          const c = changes[field];
          return (
            <Table.Tr key={field} bg={c ? 'yellow.1' : undefined} data-changed={c ? 'true' : undefined}>
              <Table.Th scope="row" fw={500}>
                {l}
              </Table.Th>
              <Table.Td>{show(field, c ? c.current : state[field])}</Table.Td>
              {withChanges && <Table.Td>{c ? show(field, c.new) : show(field, state[field])}</Table.Td>}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Review of a due diligence element: 'Part of Due Diligence', then the element to delete or its field changes [002:62]. */
export function DdElementReviewView(props: ReviewViewProps) {
  const { action, view } = props;
  const state = parse<Record<string, unknown>>(action.sourceObjectState, {});
  const changes = parse<Record<string, Change>>(action.fields, {});
  const type = String(state.type ?? '');
  const fields = ['is_relevant', ...(type ? fieldsOf(type) : []), ...Object.keys(changes)].filter(
    (f, i, a) => a.indexOf(f) === i,
  );
  if (!fields.length || (!Object.keys(state).length && !Object.keys(changes).length)) return <Text>{M.noData}</Text>;
  const rows = fields.map((f) => ({ field: f, label: FIELD_LABELS[f] ?? f }));
  return (
    <Stack gap="sm">
      <PartOf {...props} />
      {action.actionType === 'remove' && <Text fw={600}>{M.deleteElementCaption}</Text>}
      <FieldTable
        rows={rows}
        state={state}
        changes={action.actionType === 'remove' ? {} : changes}
        view={view}
        label="Due diligence element"
      />
    </Stack>
  );
}

/** Review of a due diligence record: sections 7–9 and the signature block, previous and new side by side [002:62]. */
export function DdRecordReviewView(props: ReviewViewProps) {
  const { action, view } = props;
  const state = parse<Record<string, unknown>>(action.sourceObjectState, {});
  const changes = parse<Record<string, Change>>(action.fields, {});
  const groups = [
    ...([7, 8, 9] as const).map((n) => ({
      title: `${n}. ${SECTIONS[n - 1]!.title}`,
      fields: QUESTIONS.filter((q) => q.section === n).flatMap((q) => [q.field, ...(q.details ?? [])]),
    })),
    { title: 'Signature', fields: ['filler_full_name', 'position', 'date_when_signed'] },
  ];
  return (
    <Stack gap="sm">
      <PartOf {...props} />
      {action.actionType === 'remove' && <Text fw={600}>Delete action requested on the following Due Diligence</Text>}
      {groups.map((g) => (
        <Stack key={g.title} gap={4}>
          <Title order={3} size="h5">
            {g.title}
          </Title>
          <FieldTable
            rows={g.fields.map((f) => ({ field: f, label: RECORD_LABELS[f] ?? f }))}
            state={state}
            changes={action.actionType === 'remove' ? {} : changes}
            view={view}
            label={g.title}
          />
        </Stack>
      ))}
    </Stack>
  );
}
