import type {
  Alert,
  ImportJob,
  ListVersion,
  ScreeningRecord,
  ScreeningRequest,
  ScreeningResponse,
  ScreeningResult,
} from '../shared/index.ts';

/**
 * Wire-shaped fakes for stories and tests: deterministic ids and dates, override anything.
 * The hits are modelled on public OFAC SDN entries (Venezuela-related designations).
 */
const FIXED_DATE = '2024-05-02T09:30:00.000Z';
let sequence = 0;

/** A 24-hex id; pass a number for a stable one. */
export function screeningIdBuilder(n: number = ++sequence): string {
  return (0x66440000 + n).toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0');
}

export const OFAC_VERSION = '2024-05-01';
export const UN_VERSION = '2024-04-29';

export function screeningRequestBuilder(overrides: Partial<ScreeningRequest> = {}): ScreeningRequest {
  return { firstname: 'Nicolas', surname: 'Maduro', dob: '1962-11-23T00:00:00.000Z', nationality: 'VE', ...overrides };
}

export function screeningResultBuilder(overrides: Partial<ScreeningResult> = {}): ScreeningResult {
  return {
    entry_id: 'ofac:22190',
    individual: {
      firstname: 'Nicolas',
      surname: 'MADURO MOROS',
      year_of_birth: '1962',
      more: {
        'Date of birth': '23 Nov 1962',
        'Place of birth': 'Caracas, Venezuela',
        Nationality: 'Venezuela',
        Gender: 'Male',
        'Cedula No.': '5892464 (Venezuela)',
        Title: 'President of the Bolivarian Republic of Venezuela',
        Program: 'VENEZUELA',
      },
    },
    addresses: [{ text: 'Palacio de Miraflores, Caracas, Venezuela', city: 'Caracas', country: 'VE' }],
    sanction_types: [
      { body: 'OFAC SDN (VENEZUELA)', current: true, found: true, countryCode: 'US' },
      { body: 'EU Consolidated List', current: false, found: false, countryCode: 'EU' },
    ],
    notes: [{ note: 'Designated pursuant to E.O. 13692 on 31 Jul 2017.', source: 'OFAC SDN list' }],
    flags: [
      { found: true, data: { rep: 'Politically exposed person: head of state' } },
      { found: false, data: { rep: 'Adverse media' } },
    ],
    articles: [
      {
        url: 'https://home.treasury.gov/news/press-releases/sm0137',
        snippets: [
          {
            title: 'Treasury Sanctions the President of Venezuela',
            text: 'Maduro is designated pursuant to Executive Order 13692 for being a current official of the Government of Venezuela.',
            terms: ['Maduro', 'sanctions', 'Venezuela'],
          },
        ],
      },
    ],
    score: 0.97,
    explanation: {
      query_name: 'Nicolas Maduro',
      fields: [
        { field: 'name', query: 'Nicolas Maduro', listed: 'MADURO MOROS, Nicolas', agreement: 'partial' },
        { field: 'dob', query: '1962-11-23', listed: '23 Nov 1962', agreement: 'agrees' },
        { field: 'nationality', query: 'VE', listed: 'VE', agreement: 'agrees' },
      ],
      matched_name: 'MADURO MOROS, Nicolas',
      name_strength: 'primary',
      name_score: 0.95,
      contributions: [
        { feature: 'name', value: 0.62, detail: 'First name exact, surname is the first of two listed surnames' },
        { feature: 'date_of_birth', value: 0.25, detail: 'Exact date 1962-11-23' },
        { feature: 'nationality', value: 0.1, detail: 'Venezuela (VE) matches' },
      ],
      summary: 'Strong name match on the primary listed name, confirmed by exact date of birth and nationality.',
    },
    list: { source: 'ofac', version: OFAC_VERSION },
    also_listed: [
      {
        entry_id: 'eu:EU.4331.61',
        name: 'Nicolás MADURO MOROS',
        list: { source: 'eu', version: '2024-05-02' },
        link: 'same name and date of birth (Nicolás MADURO MOROS, 1962-11-23)',
      },
    ],
    decision: null,
    ...overrides,
  };
}

/** Three hits for "Nicolas Maduro": the designated person, his son and a weak surname-only match. */
export function severalResultsBuilder(): ScreeningResult[] {
  return [
    screeningResultBuilder(),
    screeningResultBuilder({
      entry_id: 'ofac:26742',
      individual: {
        firstname: 'Nicolas Ernesto',
        surname: 'MADURO GUERRA',
        year_of_birth: '1990',
        more: {
          'Date of birth': '21 Jun 1990',
          'Place of birth': 'Caracas, Venezuela',
          Nationality: 'Venezuela',
          Gender: 'Male',
          Program: 'VENEZUELA-EO13692',
        },
      },
      addresses: [],
      sanction_types: [{ body: 'OFAC SDN (VENEZUELA-EO13692)', current: true, found: true, countryCode: 'US' }],
      notes: [],
      flags: [{ found: false, data: { rep: 'Adverse media' } }],
      articles: [],
      score: 0.74,
      explanation: {
        query_name: 'Nicolas Maduro',
        matched_name: 'MADURO GUERRA, Nicolas Ernesto',
        name_strength: 'primary',
        name_score: 0.81,
        contributions: [
          {
            feature: 'name',
            value: 0.56,
            detail: 'First name is the first given name; surname is the first listed surname',
          },
          { feature: 'date_of_birth', value: -0.2, detail: '1990 differs from 1962' },
          { feature: 'nationality', value: 0.1, detail: 'Venezuela (VE) matches' },
        ],
        summary: 'Name match on the primary name, weakened by a different year of birth.',
      },
      also_listed: undefined,
      decision: {
        decision: 'false_positive',
        comment: 'The son (born 1990), not our customer.',
        decided_at: '2024-04-02T09:12:00.000Z',
        decided_by: 'bob',
        search_id: screeningIdBuilder(90),
        carried_over: true,
      },
    }),
    screeningResultBuilder({
      entry_id: 'ofac:22193',
      individual: {
        firstname: 'Cilia Adela',
        surname: 'FLORES DE MADURO',
        year_of_birth: '1956',
        more: {
          'Date of birth': '15 Oct 1956',
          'Place of birth': 'Tinaquillo, Cojedes, Venezuela',
          Nationality: 'Venezuela',
          Gender: 'Female',
        },
      },
      addresses: [{ text: 'Caracas, Venezuela', city: 'Caracas', country: 'VE' }],
      sanction_types: [{ body: 'OFAC SDN (VENEZUELA-EO13692)', current: true, found: true, countryCode: 'US' }],
      notes: [{ note: 'a.k.a. FLORES, Cilia', source: 'OFAC SDN list' }],
      flags: [],
      articles: [],
      score: 0.41,
      explanation: {
        query_name: 'Nicolas Maduro',
        matched_name: 'FLORES DE MADURO, Cilia Adela',
        name_strength: 'primary',
        name_score: 0.45,
        contributions: [
          { feature: 'name', value: 0.33, detail: 'Surname token "MADURO" only; first name differs' },
          { feature: 'date_of_birth', value: -0.2, detail: '1956 differs from 1962' },
          { feature: 'nationality', value: 0.1, detail: 'Venezuela (VE) matches' },
        ],
        summary: 'Weak match on a shared surname token only.',
      },
      also_listed: undefined,
    }),
  ];
}

export function screeningResponseBuilder(overrides: Partial<ScreeningResponse> = {}): ScreeningResponse {
  const result = overrides.result ?? severalResultsBuilder();
  return {
    result,
    search_id: screeningIdBuilder(100),
    request: screeningRequestBuilder(),
    message: `${result.length} potential match${result.length === 1 ? '' : 'es'} found`,
    list_versions: [
      { source: 'ofac', version: OFAC_VERSION, published_at: '2024-05-01T00:00:00.000Z' },
      { source: 'un', version: UN_VERSION, published_at: '2024-04-29T00:00:00.000Z' },
    ],
    ...overrides,
  };
}

export const singleResultResponseBuilder = (overrides: Partial<ScreeningResponse> = {}) =>
  screeningResponseBuilder({ result: [screeningResultBuilder()], ...overrides });

export const zeroResultResponseBuilder = (overrides: Partial<ScreeningResponse> = {}) =>
  screeningResponseBuilder({
    result: [],
    search_id: screeningIdBuilder(101),
    request: screeningRequestBuilder({
      firstname: 'Johanna',
      surname: 'Vermeulen',
      dob: '1984-03-14T00:00:00.000Z',
      nationality: 'NL',
    }),
    ...overrides,
  });

export function screeningRecordBuilder(overrides: Partial<ScreeningRecord> = {}): ScreeningRecord {
  return {
    _id: screeningIdBuilder(),
    datetime: FIXED_DATE,
    request: screeningRequestBuilder(),
    company_id: null,
    person_id: null,
    result_count: 3,
    created_by: 'alice',
    ...overrides,
  };
}

export function listVersionBuilder(overrides: Partial<ListVersion> = {}): ListVersion {
  return {
    _id: screeningIdBuilder(),
    source: 'ofac',
    version: OFAC_VERSION,
    published_at: '2024-05-01T00:00:00.000Z',
    imported_at: '2024-05-01T06:12:00.000Z',
    file_hash: 'a3f1c9e07b2d4c5e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012345678abcd',
    counts: { person: 6512, entity: 5931, vessel: 1389, aircraft: 317 },
    delta: { added: 14, changed: 9, removed: 2 },
    is_current: true,
    ...overrides,
  };
}

export function listVersionsBuilder(): ListVersion[] {
  return [
    listVersionBuilder({ _id: screeningIdBuilder(201) }),
    listVersionBuilder({
      _id: screeningIdBuilder(202),
      version: '2024-04-24',
      published_at: '2024-04-24T00:00:00.000Z',
      imported_at: '2024-04-24T06:10:00.000Z',
      counts: { person: 6500, entity: 5925, vessel: 1389, aircraft: 317 },
      delta: { added: 31, changed: 12, removed: 5 },
      is_current: false,
    }),
    listVersionBuilder({
      _id: screeningIdBuilder(203),
      source: 'un',
      version: UN_VERSION,
      published_at: '2024-04-29T00:00:00.000Z',
      imported_at: '2024-04-29T07:00:00.000Z',
      counts: { person: 735, entity: 267 },
      delta: { added: 1, changed: 3, removed: 0 },
    }),
    listVersionBuilder({
      _id: screeningIdBuilder(204),
      source: 'uk',
      version: '2024-04-30',
      published_at: '2024-04-30T00:00:00.000Z',
      imported_at: '2024-04-30T08:00:00.000Z',
      counts: { person: 3810, entity: 1420, vessel: 128 },
      delta: { added: 0, changed: 0, removed: 0 },
    }),
  ];
}

export function importJobBuilder(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    _id: screeningIdBuilder(),
    source: 'ofac',
    status: 'done',
    progress: 1,
    message: 'Imported 14149 entries',
    version_id: screeningIdBuilder(201),
    started_at: '2024-05-01T06:10:00.000Z',
    finished_at: '2024-05-01T06:12:00.000Z',
    ...overrides,
  };
}

export function alertBuilder(overrides: Partial<Alert> = {}): Alert {
  return {
    _id: screeningIdBuilder(),
    search_id: screeningIdBuilder(100),
    subject: screeningRequestBuilder(),
    entry_id: 'ofac:22190',
    entry_name: 'MADURO MOROS, Nicolas',
    reason: 'new_hit',
    score: 0.97,
    list: { source: 'ofac', version: OFAC_VERSION },
    status: 'open',
    created_at: '2024-05-01T06:15:00.000Z',
    ...overrides,
  };
}

export function alertsBuilder(): Alert[] {
  return [
    alertBuilder({ _id: screeningIdBuilder(301) }),
    alertBuilder({
      _id: screeningIdBuilder(302),
      entry_id: 'ofac:26742',
      entry_name: 'MADURO GUERRA, Nicolas Ernesto',
      reason: 'changed_hit',
      score: 0.74,
    }),
    alertBuilder({
      _id: screeningIdBuilder(303),
      search_id: screeningIdBuilder(102),
      entry_id: 'un:QDi.430',
      subject: screeningRequestBuilder({
        firstname: 'Sirajuddin',
        surname: 'Haqqani',
        dob: '1973-01-01T00:00:00.000Z',
        nationality: 'AF',
      }),
      entry_name: 'SIRAJUDDIN JALLALOUDINE HAQQANI',
      score: 0.88,
      list: { source: 'un', version: UN_VERSION },
    }),
    alertBuilder({
      _id: screeningIdBuilder(304),
      entry_id: 'ofac:22193',
      entry_name: 'FLORES DE MADURO, Cilia Adela',
      score: 0.41,
      status: 'reviewed',
    }),
  ];
}
