import { useQueryClient } from '@tanstack/react-query';
import { toKycFileWire, type DossierObjectWire, type KycFileWire } from '../../../shared/index.ts';
import { DocumentTable } from '../files/DocumentTable/DocumentTable.tsx';
import { useRole, type FilePlace } from '../files/useFileRights.ts';
import { dossierKeys } from '../../hooks.ts';

export interface DocumentSlot {
  /** Seed document type, e.g. `passport_file` or `entity_aoi`. */
  documentType: string;
  title: string;
  optional?: boolean;
  /** Why the slot is not demanded of this owner (shown instead of 'Optional'). */
  note?: string;
}

export interface DocumentSlotsProps {
  companyId: string;
  /** The person or legal entity the slots belong to (null = the company's own documents). */
  ownerId: string | null;
  slots: DocumentSlot[];
  /** The owner's `files` from `get-kyc-files-info_2`, keyed by document type (slot shape). */
  files: Record<string, DossierObjectWire>;
  readOnly?: boolean;
  /** Permission place of the owner: UBO side (default) or managing directors. */
  place?: FilePlace;
  /** After an upload, a comment or a removal request; the default reloads every dossier query. */
  onChanged?(): void;
  /** The person's names for 'Google Search' (pending values preferred). */
  personName?: { firstName: string | null; lastName: string | null };
  /** 'Sanction Screaning' on the world_check slot (the screening flow is the caller's). */
  onSanctionScreening?(): void;
}

/**
 * The document slots of a person, entity or the company: one row per slot with its upload tile,
 * Y / N, comments and 'See More' (document information dialog). Sections only mount it.
 */
export function DocumentSlots({
  companyId,
  ownerId,
  slots,
  files,
  readOnly,
  place = 'ubo',
  onChanged,
  personName,
  onSanctionScreening,
}: DocumentSlotsProps) {
  const queryClient = useQueryClient();
  const role = useRole();
  const changed = onChanged ?? (() => void queryClient.invalidateQueries({ queryKey: dossierKeys.all }));
  // Owners nested in the bundle (a UBO's or shareholder's person) carry their slots as stored objects: flatten them as the bundle's top-level lists do.
  const slotOf = (f: DossierObjectWire | undefined): KycFileWire | null =>
    !f ? null : f.flat ? (f as KycFileWire) : toKycFileWire(f);
  const rows = slots.map((s) => ({
    documentType: s.documentType,
    title: s.title,
    slot: slotOf(files[s.documentType]),
    note: s.note ?? (s.optional ? 'Optional' : undefined),
  }));
  return (
    <DocumentTable
      companyId={companyId}
      ownerId={ownerId}
      place={ownerId ? place : 'general'}
      role={role}
      readOnly={readOnly}
      rows={rows}
      onChanged={changed}
      tileExtras={(t) =>
        t === 'google_search' && personName
          ? { googleName: personName }
          : t === 'world_check' && onSanctionScreening
            ? { onSanctionScreening }
            : {}
      }
    />
  );
}
