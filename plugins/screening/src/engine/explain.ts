import { compareDob, type parseQueryDob } from './dob.ts';
import type { ListEntry } from './model.ts';
import {
  CEILING_SHORTFALL as SHORT,
  WEIGHTS,
  type FieldCheck,
  type Hit,
  type HitContribution,
} from './search-types.ts';

/** The indexed name a hit matched: which name of which entry, and its strength. */
export interface ScoredName {
  entry: number;
  nameIdx: number;
  strength: 'primary' | 'strong' | 'weak';
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Final score and the reviewer-facing explanation: name alignment, then DOB, nationality and kind adjustments. */
export function explainHit(
  entryNats: string[][],
  queryName: string,
  entry: ListEntry,
  nm: ScoredName,
  r: { score: number; matched: number; fuzzy: number; extraQuery: number; extraName: number },
  dobQ: ReturnType<typeof parseQueryDob>,
  natQ: string | undefined,
  personQuery: boolean,
  dobText: string | undefined,
): Hit {
  const name = entry.names[nm.nameIdx];
  const contributions: HitContribution[] = [];
  const parts: string[] = [];
  if (r.score >= 0.999) parts.push('all name tokens match exactly');
  else {
    parts.push(
      `${r.matched} token(s) aligned${r.fuzzy ? `, ${r.fuzzy} approximately (spelling variant or typo)` : ''}`,
    );
    if (r.extraQuery) parts.push(`${r.extraQuery} query token(s) unmatched`);
    if (r.extraName) parts.push(`${r.extraName} listed token(s) absent from the query`);
  }
  contributions.push({ feature: 'name', value: round(r.score), detail: parts.join('; ') });
  const fields: FieldCheck[] = [
    {
      field: 'name',
      query: queryName,
      listed: name.full,
      agreement: r.score >= 0.999 && nm.strength !== 'weak' ? 'agrees' : r.score >= 0.6 ? 'partial' : 'conflict',
    },
  ];
  let ceiling = 1 - (fields[0].agreement === 'agrees' ? 0 : SHORT.nameInexact);
  let score = r.score;
  if (nm.strength === 'weak') {
    contributions.push({
      feature: 'weak_alias',
      value: WEIGHTS.weakAlias,
      detail: 'matched a low-quality (weak) alias',
    });
    score += WEIGHTS.weakAlias;
  }
  if (dobQ) {
    const d = compareDob(dobQ, entry.dobs);
    if (d.match !== 'none') {
      contributions.push({ feature: 'dob', value: d.value, detail: d.detail });
      score += d.value;
    }
    fields.push({ field: 'dob', query: dobText ?? '', listed: d.listed, agreement: d.agreement });
    ceiling -=
      d.agreement === 'unknown'
        ? SHORT.dobUnknown
        : d.agreement === 'partial'
          ? SHORT.dobPartial
          : d.agreement === 'conflict'
            ? SHORT.dobConflict
            : 0;
  } else if (dobText) {
    contributions.push({ feature: 'dob', value: 0, detail: `DOB '${dobText}' not understood; ignored` });
  }
  if (natQ) {
    const nats = entryNats[nm.entry];
    const agreement = nats.length === 0 ? 'unknown' : nats.includes(natQ) ? 'agrees' : 'conflict';
    fields.push({ field: 'nationality', query: natQ, listed: nats.join(', '), agreement });
    ceiling -=
      agreement === 'unknown' ? SHORT.nationalityUnknown : agreement === 'conflict' ? SHORT.nationalityConflict : 0;
    if (nats.length > 0) {
      if (nats.includes(natQ)) {
        contributions.push({
          feature: 'nationality',
          value: WEIGHTS.nationalityMatch,
          detail: `nationality ${natQ} is listed`,
        });
        score += WEIGHTS.nationalityMatch;
      } else {
        contributions.push({
          feature: 'nationality',
          value: WEIGHTS.nationalityConflict,
          detail: `nationality ${natQ} differs from listed ${nats.join(', ')}`,
        });
        score += WEIGHTS.nationalityConflict;
      }
    }
  }
  if (personQuery && entry.kind !== 'person') {
    contributions.push({
      feature: 'kind',
      value: WEIGHTS.kindMismatch,
      detail: `person query matched a listed ${entry.kind}`,
    });
    score += WEIGHTS.kindMismatch;
  }
  const raw = round(Math.max(0, Math.min(1, score)));
  score = round(Math.min(raw, ceiling));
  if (score < raw)
    contributions.push({
      feature: 'calibration',
      value: round(score - raw),
      detail: 'not every provided field is confirmed by the list entry',
    });
  const adj = contributions
    .filter((c) => c.feature !== 'name' && c.feature !== 'calibration' && c.value !== 0)
    .map((c) => `${c.detail} (${c.value > 0 ? '+' : ''}${c.value})`);
  const summary = `'${queryName}' ~ ${name.strength} name '${name.full}' of ${entry.id}: name ${round(r.score)}${adj.length ? '; ' + adj.join('; ') : ''} → ${raw}${score < raw ? `, capped at ${score} (unconfirmed fields)` : ''}`;
  return {
    entry,
    score,
    explanation: {
      queryName,
      fields,
      matchedName: name.full,
      nameStrength: nm.strength,
      nameScore: round(r.score),
      contributions,
      summary,
    },
  };
}
