/**
 * Canonical list entry: what every reader produces and the matcher consumes. Kept free of
 * database and HTTP concerns so readers and matching are testable on their own.
 */
export type ListSource = 'ofac' | 'un' | 'uk' | 'eu' | 'ftm';
export type EntryKind = 'person' | 'entity' | 'vessel' | 'aircraft' | 'other';

export interface EntryName {
  /** The name as published, e.g. 'MADURO MOROS, Nicolas'. */
  full: string;
  /** Parsed parts when the source gives them (OFAC `LAST, First`, UN FIRST/SECOND..., UK name_1..name_6). */
  first?: string;
  middle?: string;
  last?: string;
  /** primary = the listed name; strong = good-quality alias / spelling variant; weak = low-quality a.k.a. */
  strength: 'primary' | 'strong' | 'weak';
  /** 'original' for names in the source's original (non-Latin) script. */
  script?: 'latin' | 'original';
}

export interface EntryDob {
  /** exact: full date; month: year+month; year: year only; range: from..to years; circa: about a year. */
  kind: 'exact' | 'month' | 'year' | 'range' | 'circa';
  /** YYYY-MM-DD for exact, YYYY-MM for month. */
  date?: string;
  year?: number;
  from?: number;
  to?: number;
  /** As published, e.g. 'circa 1966', '08 Sep 1966'. */
  text: string;
}

export interface EntryAddress {
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2 when resolvable. */
  country?: string;
  text: string;
}

export interface EntryIdentifier {
  type: string;
  number: string;
  country?: string;
}

export interface ListEntry {
  /** Stable id across versions: `ofac:<ent_num>`, `un:<REFERENCE_NUMBER>`, `uk:<unique_id>`, `eu:<logicalId>`, FtM id. */
  id: string;
  source: ListSource;
  kind: EntryKind;
  names: EntryName[];
  dobs: EntryDob[];
  /** ISO 3166-1 alpha-2 codes (upper case) where resolvable; raw text otherwise. */
  nationalities: string[];
  citizenships: string[];
  addresses: EntryAddress[];
  /** Programmes / regimes, e.g. 'SDGT', 'RUSSIA-EO14024', 'Al-Qaida', 'RUS'. */
  programs: string[];
  /** Sanctioning body, e.g. 'OFAC', 'UN Security Council', 'UK FCDO', 'EU', or the FtM dataset. */
  body: string;
  remarks: string[];
  gender?: string;
  placesOfBirth: string[];
  identifiers: EntryIdentifier[];
  listedOn?: string;
}

export interface ParsedList {
  source: ListSource;
  /** Publication date of the list when the file says (ISO date-time), else undefined. */
  publishedAt?: string;
  entries: ListEntry[];
  /** Non-fatal notes (e.g. 'skipped 1468 alt.csv rows of unknown ent_num'). */
  warnings: string[];
}

/** A file or folder's contents handed to a reader. */
export interface SourceFile {
  name: string;
  content: Buffer;
}

/** Bad, truncated or unrecognised input: the import is rejected and nothing changes. */
export class ListFormatError extends Error {}
