import type { DossierObjectWire } from '../objects.ts';
import {
  documentStatus,
  ENTITY_DOCUMENTS,
  PERSON_DOCUMENTS,
  PERSON_SLOT_FIELDS,
  slotsOf,
  type DocumentStatus,
  type EntityDocument,
  type PersonDocument,
} from './documents.ts';
import type { DossierTree } from './dossier-tree.ts';

export interface OwnerStatus {
  id: string;
  kind: 'person' | 'entity';
  name: string;
  complete: boolean;
  /** Required fields of the person or entity that are empty (slot fields are counted on their documents). */
  missingFields: string[];
  documents: DocumentStatus[];
}

const truthy = (v: unknown) => v === true || (typeof v === 'string' && ['true', 'yes'].includes(v.toLowerCase()));

export const isLocal = (tree: DossierTree, o: DossierObjectWire) => tree.text(o, 'location_type') === 'local';
export const isSupervised = (tree: DossierTree, o: DossierObjectWire) => truthy(tree.value(o, 'supervised'));

/** An official: a person of a legal entity (a corporate director's officers) or marked `role: official`. */
export function isOfficial(tree: DossierTree, person: DossierObjectWire): boolean {
  if (tree.text(person, 'role') === 'official') return true;
  return tree.parent(person)?.object_type === 'legalEntity';
}

/** An entity is tied to a shareholder when it sits below one or names one [001:185, 337]. */
export function hasShareholderLink(tree: DossierTree, entity: DossierObjectWire): boolean {
  return tree.parent(entity)?.object_type === 'share_holder_related' || tree.filled(entity, 'share_holder_related');
}

/** Person documents that apply, with the exemptions of 001 §5 [001:335–336]. */
export function personDocumentTypes(tree: DossierTree, person: DossierObjectWire): PersonDocument[] {
  const official = isOfficial(tree, person);
  const local = isLocal(tree, person);
  return (Object.keys(PERSON_DOCUMENTS) as PersonDocument[]).filter((d) => {
    if (official && (d === 'source_of_funds' || d === 'source_of_wealth')) return false;
    if (local && d === 'secondPassport_file') return false;
    return true;
  });
}

/**
 * Entity documents that apply [001:188, 337–338]. The licence applies only to supervised,
 * non-resident entities without a shareholder link (ADR 0034 reads the seed's two sentences this
 * way); the register of directors is optional and counts only when a file was added.
 */
export function entityDocumentTypes(tree: DossierTree, entity: DossierObjectWire): EntityDocument[] {
  const licence =
    isSupervised(tree, entity) && tree.text(entity, 'location_type') === 'abroad' && !hasShareholderLink(tree, entity);
  const rodo = (slotsOf(tree, entity._id).get('entity_rodo') ?? []).length > 0;
  return (Object.keys(ENTITY_DOCUMENTS) as EntityDocument[]).filter((d) =>
    d === 'entity_license' ? licence : d === 'entity_rodo' ? rodo : true,
  );
}

const PERSON_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'placeofBirth', 'tinNumber', 'location_type'] as const;
const ENTITY_FIELDS = ['name', 'location_type', 'address_line_1', 'city', 'address_country', 'zip'] as const;

export function personStatus(tree: DossierTree, person: DossierObjectWire): OwnerStatus {
  const slots = slotsOf(tree, person._id);
  const required: string[] = [...PERSON_FIELDS];
  if (isOfficial(tree, person)) required.push('title');
  const missingFields = required.filter((f) => !tree.filled(person, f));
  const documents = personDocumentTypes(tree, person).map((d) =>
    documentStatus(tree, d, PERSON_DOCUMENTS[d], slots.get(d)?.[0] ?? null, person, PERSON_SLOT_FIELDS[d] ?? []),
  );
  return {
    id: person._id,
    kind: 'person',
    name: tree.nameOf(person),
    complete: !missingFields.length && documents.every((d) => d.complete),
    missingFields,
    documents,
  };
}

export function entityStatus(tree: DossierTree, entity: DossierObjectWire): OwnerStatus {
  const slots = slotsOf(tree, entity._id);
  const required: string[] = [...ENTITY_FIELDS];
  // `supervised` is hidden (so not asked) when the entity is shareholder related [001:185].
  if (!hasShareholderLink(tree, entity) && tree.value(entity, 'supervised') === null) required.push('supervised');
  const missingFields = required.filter((f) =>
    f === 'supervised' ? tree.value(entity, f) === null : !tree.filled(entity, f),
  );
  const documents = entityDocumentTypes(tree, entity).map((d) =>
    documentStatus(tree, d, ENTITY_DOCUMENTS[d], slots.get(d)?.[0] ?? null, entity),
  );
  return {
    id: entity._id,
    kind: 'entity',
    name: tree.nameOf(entity),
    complete: !missingFields.length && documents.every((d) => d.complete),
    missingFields,
    documents,
  };
}

export const ownerStatus = (tree: DossierTree, o: DossierObjectWire) =>
  o.object_type === 'legalEntity' ? entityStatus(tree, o) : personStatus(tree, o);
