import { Badge, Table, Text } from '@mantine/core';
import type { DossierObjectWire } from '../../../shared/index.ts';

export interface DocumentSlot {
  /** Seed document type, e.g. `passport_file` or `entity_aoi`. */
  documentType: string;
  title: string;
  optional?: boolean;
}

export interface DocumentSlotsProps {
  companyId: string;
  /** The person or legal entity the slots belong to (null = the company's own documents). */
  ownerId: string | null;
  slots: DocumentSlot[];
  /** The owner's `files` from `get-kyc-files-info_2`, keyed by document type. */
  files: Record<string, DossierObjectWire>;
  readOnly?: boolean;
}

const fileName = (o: DossierObjectWire | undefined) => {
  const f = o?.file as { value?: { filename?: string } | null; new_value?: { filename?: string } | null } | undefined;
  return (f?.new_value ?? f?.value)?.filename ?? null;
};

/**
 * The document slots of a person, entity or the company: one row per slot with its file. The files
 * area (upload tile, comments, screening answers) grows this component; sections only mount it.
 */
export function DocumentSlots({ slots, files }: DocumentSlotsProps) {
  return (
    <Table>
      <Table.Thead><Table.Tr><Table.Th>Document</Table.Th><Table.Th>File</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>
        {slots.map((s) => {
          const o = files[s.documentType];
          const name = fileName(o);
          return (
            <Table.Tr key={s.documentType}>
              <Table.Td>{s.title}{s.optional && <Text span c="dimmed"> (optional)</Text>}</Table.Td>
              <Table.Td>{name ?? <Text span c="dimmed">No file</Text>}{o && 'new_value' in ((o.file as object) ?? {}) && <Badge ml="xs" size="xs" color="indigo.9">pending</Badge>}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
