import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import {
  BANK_FORM_TYPES,
  COMMENT_FIELDS,
  currentFile,
  hasContent,
  richTextToPlain,
  visibleComments,
  type KycFileWire,
} from '../../../../shared/index.ts';
import { DocumentInfoDialog } from '../DocumentInfoDialog/DocumentInfoDialog.tsx';
import { DocumentTile, type DocumentTileProps } from '../DocumentTile/DocumentTile.tsx';
import type { FilePlace } from '../useFileRights.ts';

export interface DocumentRowDef {
  documentType: string;
  title: string;
  slot?: KycFileWire | null;
  note?: string;
}

export interface DocumentTableProps {
  companyId: string;
  ownerId: string | null;
  place: FilePlace;
  rows: DocumentRowDef[];
  role: string;
  readOnly?: boolean;
  caption?: string;
  onChanged?(): void;
  /** Extra tile callbacks (screening, chart, Google names) by document type. */
  tileExtras?: (documentType: string) => Partial<DocumentTileProps>;
}

/** The comments a role may read, as one line for the comments column. */
function commentSummary(slot: KycFileWire | null | undefined, role: string): string {
  if (!slot) return '';
  return COMMENT_FIELDS.filter((f) => visibleComments(role).includes(f))
    .map((f) => slot[`new_${f}`] ?? slot[f])
    .filter(hasContent)
    .map(richTextToPlain)
    .join(' · ');
}

/** Document table rows [001:106–107]: the tile, Y / N (file present or not), comments, 'See More'. */
export function DocumentTable({
  companyId,
  ownerId,
  place,
  rows,
  role,
  readOnly,
  caption,
  onChanged,
  tileExtras,
}: DocumentTableProps) {
  const [open, setOpen] = useState<string | null>(null);
  const tileOf = (r: DocumentRowDef): DocumentTileProps => ({
    companyId,
    ownerId,
    place,
    readOnly,
    onChanged,
    documentType: r.documentType,
    title: r.title,
    slot: r.slot ?? null,
    ...tileExtras?.(r.documentType),
  });
  const keyOf = (r: DocumentRowDef) =>
    BANK_FORM_TYPES.includes(r.documentType) ? (r.slot?._id ?? r.documentType) : r.documentType;
  const openRow = rows.find((r) => keyOf(r) === open);
  return (
    <>
      <Table striped verticalSpacing="xs" captionSide="top">
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            <Table.Th w="34%">File</Table.Th>
            <Table.Th>Y</Table.Th>
            <Table.Th>N</Table.Th>
            <Table.Th>Comments</Table.Th>
            <Table.Th>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const present = Boolean(currentFile(r.slot));
            const key = keyOf(r);
            return (
              <Table.Tr key={key} id={r.slot?._id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {r.title}
                  </Text>
                  {r.note && (
                    <Text size="xs" c="dimmed">
                      {r.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <DocumentTile {...tileOf(r)} />
                </Table.Td>
                <Table.Td aria-label={`${r.title}: file present`}>{present ? '✓' : ''}</Table.Td>
                <Table.Td aria-label={`${r.title}: no file`}>{present ? '' : '✗'}</Table.Td>
                <Table.Td>
                  <Text size="xs" lineClamp={2}>
                    {commentSummary(r.slot, role)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`See more about ${r.title}`}
                    onClick={() => setOpen(key)}
                  >
                    See More
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {openRow && <DocumentInfoDialog opened onClose={() => setOpen(null)} role={role} {...tileOf(openRow)} />}
    </>
  );
}
