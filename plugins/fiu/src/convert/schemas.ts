import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SchemaId } from '../shared/fiu.schema.ts';

/**
 * The goAML schemas a report can target. The XSD files are FIU-issued reference material that is
 * not redistributed with the product: they are read from GOAML_DATA_DIR (default: the shared
 * data folder next to the repository), see ADR 0023.
 */
export interface SchemaProfile {
  id: SchemaId;
  title: string;
  xsd: string;
  lookups: string;
  /** 5.x schemas know `schema_version`; the 4.x line (FIU Sri Lanka) does not. */
  schemaVersion: string | null;
  /** Codes of the report header's address and phone blocks, per user-info option. */
  contactType: { Business: string; Private: string };
  communicationType: Record<'Mobile Phone' | 'Landline Phone' | 'Fax', string>;
  /** The FIU requires a comment on the conduction type (UAE). */
  transmodeCommentRequired: boolean;
  /** Pattern of rentity_id beyond xs:int >= 1 (FIU Sri Lanka: 1 to 3 digits). */
  rentityIdMax: number | null;
  /** `late_deposit` is required in the 5.x transaction, unknown in 4.x. */
  lateDeposit: boolean;
  /** Elements of the reporting person the schema rejects or restricts (FIU-SL `town` pattern). */
  omitTown: boolean;
  /** The reporting person's passport number has an anchored (`^…$`) pattern no strict validator accepts (FIU-SL): left out. */
  omitPassport: boolean;
  /** Account numbers the schema accepts, beyond the generic check (FIU-SL: no spaces or dots). */
  accountPattern: RegExp | null;
}

export const SCHEMA_PROFILES: Record<SchemaId, SchemaProfile> = {
  'unodc-5.0.1': {
    id: 'unodc-5.0.1',
    title: 'goAML 5.0.1 (UNODC generic)',
    xsd: 'xsd/unodc-5.0.1/goAMLSchema.xsd',
    lookups: 'lookups/unodc-5.0.1.lookups.json',
    schemaVersion: null,
    contactType: { Business: '2', Private: '1' },
    communicationType: { 'Mobile Phone': 'M', 'Landline Phone': 'L', Fax: 'F' },
    transmodeCommentRequired: false,
    rentityIdMax: null,
    lateDeposit: true,
    omitTown: false,
    omitPassport: false,
    accountPattern: null,
  },
  'ae-5.0.2': {
    id: 'ae-5.0.2',
    title: 'goAML 5.0.2 (UAE FIU)',
    xsd: 'xsd/ae-5.0.2/goAMLSchema.xsd10-patched.xsd',
    lookups: 'lookups/ae-5.0.2.lookups.json',
    schemaVersion: '5.0.2',
    contactType: { Business: 'BU', Private: 'PRIVT' },
    communicationType: { 'Mobile Phone': 'M', 'Landline Phone': 'L', Fax: 'F' },
    transmodeCommentRequired: true,
    rentityIdMax: null,
    lateDeposit: true,
    omitTown: false,
    omitPassport: false,
    accountPattern: null,
  },
  'lk-2.0': {
    id: 'lk-2.0',
    title: 'goAML 2.0 (FIU Sri Lanka, UNODC 4.x)',
    xsd: 'xsd/lk-2.0/goAMLSchema-Version_2.0.xsd',
    lookups: 'lookups/lk-2.0.lookups.json',
    schemaVersion: null,
    contactType: { Business: 'BUSN', Private: 'PRVT' },
    communicationType: { 'Mobile Phone': 'MOPH', 'Landline Phone': 'LNPH', Fax: 'FAX' },
    transmodeCommentRequired: false,
    rentityIdMax: 999,
    lateDeposit: false,
    omitTown: true,
    omitPassport: true,
    accountPattern: /^[A-Za-z0-9|_/-]+$/,
  },
};

export const SCHEMA_IDS = Object.keys(SCHEMA_PROFILES) as SchemaId[];

const defaultDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/goaml');
export const goamlDataDir = (env: NodeJS.ProcessEnv = process.env) => path.resolve(env.GOAML_DATA_DIR ?? defaultDir);

export interface Lookups {
  /** simpleType name -> allowed values ('-' = "not applicable" placeholder is excluded). */
  byType: Map<string, Set<string>>;
  values(type: string): Set<string>;
  /** Every value the XSD declares, the '-' placeholder included (report indicators of unodc-5.0.1 are only '-'). */
  declared(type: string): Set<string>;
}

interface LookupFile {
  lookups: Record<string, { usedBy: string[]; values: string[] }>;
}

const lookupCache = new Map<string, Lookups>();
const xsdCache = new Map<string, string>();

export function loadLookups(id: SchemaId, dir = goamlDataDir()): Lookups {
  const file = path.join(dir, SCHEMA_PROFILES[id].lookups);
  const hit = lookupCache.get(file);
  if (hit) return hit;
  const json = JSON.parse(readFileSync(file, 'utf8')) as LookupFile;
  const byType = new Map<string, Set<string>>();
  const raw = new Map<string, Set<string>>();
  for (const [name, { values }] of Object.entries(json.lookups)) {
    byType.set(name, new Set(values.filter((v) => v !== '-' && v !== '---')));
    raw.set(name, new Set(values));
  }
  const lookups: Lookups = {
    byType,
    values: (type) => byType.get(type) ?? new Set(),
    declared: (type) => raw.get(type) ?? new Set(),
  };
  lookupCache.set(file, lookups);
  return lookups;
}

/** The XSD file of a schema (native xmllint reads it from disk). */
export const xsdPath = (id: SchemaId, dir = goamlDataDir()) => path.join(dir, SCHEMA_PROFILES[id].xsd);

export function loadXsd(id: SchemaId, dir = goamlDataDir()): string {
  const file = xsdPath(id, dir);
  let xsd = xsdCache.get(file);
  if (!xsd) {
    xsd = readFileSync(file, 'utf8');
    xsdCache.set(file, xsd);
  }
  return xsd;
}

export const schemaAvailable = (id: SchemaId, dir = goamlDataDir()) =>
  existsSync(path.join(dir, SCHEMA_PROFILES[id].xsd));

/** Report codes, indicators and the lookup lists the mapping screen offers for one schema. */
export function schemaChoices(id: SchemaId, dir = goamlDataDir()) {
  const l = loadLookups(id, dir);
  const sorted = (type: string) => [...l.values(type)].sort();
  return {
    id,
    title: SCHEMA_PROFILES[id].title,
    available: schemaAvailable(id, dir),
    report_codes: sorted('report_type'),
    indicators: [...l.declared('report_indicator_type')].sort(),
    funds_codes: sorted('funds_type'),
    transmode_codes: sorted('conduction_type'),
    transmode_comment_required: SCHEMA_PROFILES[id].transmodeCommentRequired,
  };
}
