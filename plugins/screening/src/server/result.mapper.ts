import type { Hit } from '../engine/index.ts';
import type { ListEntry } from '../engine/model.ts';
import { listName, type ScreeningResult } from '../shared/index.ts';

const BODY_COUNTRY: Record<string, string> = { ofac: 'US', uk: 'GB', eu: 'EU', un: 'UN', ftm: '' };

export { listName };

/** A list entry in the seed's result shape (seed 001 §3), plus score, explanation and provenance. */
export function toResult(hit: Hit, version: string): ScreeningResult {
  const e = hit.entry;
  const primary = e.names.find((n) => n.strength === 'primary') ?? e.names[0];
  const firstname = primary?.first ?? (primary?.last ? '' : (primary?.full ?? ''));
  const surname = primary?.last ?? (primary?.first ? '' : (primary?.full ?? ''));
  const years = e.dobs
    .map((d) => d.year ?? (d.date ? Number(d.date.slice(0, 4)) : d.from))
    .filter((y): y is number => Boolean(y));
  const programs = e.programs.length ? e.programs : [e.body];
  return {
    entry_id: e.id,
    individual: { firstname, surname, year_of_birth: years.length ? String(years[0]) : null, more: more(e) },
    addresses: e.addresses.map((a) => ({
      text: a.text,
      ...(a.city ? { city: a.city } : {}),
      ...(a.country ? { country: a.country } : {}),
    })),
    sanction_types: programs.map((p) => ({
      body: `${e.body} — ${p}`,
      current: true,
      found: true,
      countryCode: BODY_COUNTRY[e.source] ?? '',
    })),
    notes: e.remarks.filter(Boolean).map((note) => ({ note, source: listName(e.source) })),
    flags: flags(e),
    articles: [],
    score: Math.round(hit.score * 1000) / 1000,
    explanation: {
      query_name: hit.explanation.queryName,
      fields: hit.explanation.fields.map((f) => ({ ...f })),
      matched_name: hit.explanation.matchedName,
      name_strength: hit.explanation.nameStrength,
      name_score: Math.round(hit.explanation.nameScore * 1000) / 1000,
      contributions: hit.explanation.contributions.map((c) => ({
        feature: c.feature,
        value: Math.round(c.value * 1000) / 1000,
        detail: c.detail,
      })),
      summary: hit.explanation.summary,
    },
    list: { source: e.source, version },
  };
}

function more(e: ListEntry): Record<string, string> {
  const out: Record<string, string> = { 'List entry': e.id, Type: e.kind, 'Listed name': e.names[0]?.full ?? '' };
  const aliases = e.names.slice(1).map((n) => `${n.full}${n.strength === 'weak' ? ' (weak)' : ''}`);
  if (aliases.length) out.Aliases = aliases.join('; ');
  if (e.dobs.length) out['Date of birth'] = e.dobs.map((d) => d.text).join('; ');
  if (e.placesOfBirth.length) out['Place of birth'] = e.placesOfBirth.join('; ');
  if (e.nationalities.length) out.Nationality = e.nationalities.join(', ');
  if (e.citizenships.length) out.Citizenship = e.citizenships.join(', ');
  if (e.gender) out.Gender = e.gender;
  if (e.programs.length) out.Programmes = e.programs.join(', ');
  if (e.listedOn) out['Listed on'] = e.listedOn;
  if (e.identifiers.length)
    out.Identifiers = e.identifiers.map((i) => `${i.type} ${i.number}${i.country ? ` (${i.country})` : ''}`).join('; ');
  return out;
}

function flags(e: ListEntry): ScreeningResult['flags'] {
  const out = [
    {
      found: true,
      data: { rep: `Listed on the ${listName(e.source)}${e.programs.length ? ` (${e.programs.join(', ')})` : ''}` },
    },
  ];
  const topics = [...e.programs, ...e.remarks].join(' ').toLowerCase();
  out.push({ found: /role\.pep|\bpep\b/.test(topics), data: { rep: 'Politically exposed person' } });
  return out;
}
