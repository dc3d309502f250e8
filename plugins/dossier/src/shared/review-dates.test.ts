import fc from 'fast-check';
import t from 'tap';
import {
  applyReviewDateRule,
  automaticNextReview,
  isIsoDate,
  REVIEW_INTERVAL_YEARS,
  RISK_LEVELS,
  type RiskLevel,
} from './index.ts';

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const risk = fc.constantFrom(...RISK_LEVELS);

t.test('automatic next review = previous + 3/2/1 years (examples)', async (t) => {
  t.equal(automaticNextReview('2026-03-15', 'low'), '2029-03-15');
  t.equal(automaticNextReview('2026-03-15', 'medium'), '2028-03-15');
  t.equal(automaticNextReview('2026-03-15', 'high'), '2027-03-15');
  t.equal(automaticNextReview('2024-02-29', 'high'), '2025-02-28', 'leap day clamps to 28 February');
  t.equal(automaticNextReview('2024-02-29', 'low'), '2027-02-28');
  t.equal(automaticNextReview('2024-02-29', 'medium'), '2026-02-28');
  t.equal(automaticNextReview(null, 'low'), null);
  t.equal(automaticNextReview('2026-01-01', null), null);
  t.equal(automaticNextReview('2026-02-30', 'low'), null, 'impossible date');
});

t.test(
  'property: a real date, the same month, the year moved by the interval, day kept unless it does not exist',
  async () => {
    fc.assert(
      fc.property(day, risk, (prev, r: RiskLevel) => {
        const next = automaticNextReview(prev, r)!;
        const [py, pm, pd] = prev.split('-').map(Number) as [number, number, number];
        const [ny, nm, nd] = next.split('-').map(Number) as [number, number, number];
        return (
          isIsoDate(next) &&
          ny === py + REVIEW_INTERVAL_YEARS[r] &&
          nm === pm &&
          (nd === pd || (pm === 2 && pd === 29 && nd === 28))
        );
      }),
      { numRuns: 2000 },
    );
  },
);

t.test('property: higher risk never reviews later', async () => {
  fc.assert(
    fc.property(
      day,
      (prev) =>
        automaticNextReview(prev, 'high')! < automaticNextReview(prev, 'medium')! &&
        automaticNextReview(prev, 'medium')! < automaticNextReview(prev, 'low')!,
    ),
  );
});

t.test(
  'property: in automatic mode a change of risk or previous date recomputes; a hand-set next date is refused',
  async () => {
    fc.assert(
      fc.property(day, risk, day, (prev, r, other) => {
        const proposed = { risk_level: r, previous_review_date: prev };
        const out = applyReviewDateRule({ next_review_date_type: 'automatic', ...proposed }, proposed);
        const wrong = applyReviewDateRule(
          { next_review_date_type: null, ...proposed, next_review_date: other },
          { ...proposed, next_review_date: other },
        );
        const expected = automaticNextReview(prev, r);
        return (
          out.values.next_review_date === expected &&
          !out.error &&
          (other === expected ? !wrong.error : wrong.error?.field === 'next_review_date')
        );
      }),
    );
  },
);

t.test('manual mode keeps the proposed next date; switching back to automatic recomputes', async (t) => {
  const manual = applyReviewDateRule(
    {
      next_review_date_type: 'manual',
      risk_level: 'low',
      previous_review_date: '2026-01-01',
      next_review_date: '2026-06-01',
    },
    { next_review_date: '2026-06-01' },
  );
  t.same(manual, { values: { next_review_date: '2026-06-01' } });
  const back = applyReviewDateRule(
    {
      next_review_date_type: 'automatic',
      risk_level: 'low',
      previous_review_date: '2026-01-01',
      next_review_date: '2026-06-01',
    },
    { next_review_date_type: 'automatic' },
  );
  t.same(back.values, { next_review_date_type: 'automatic', next_review_date: '2029-01-01' });
  const untouched = applyReviewDateRule({ risk_level: 'low' }, { name: 'x' });
  t.same(untouched.values, { name: 'x' }, 'other fields leave the date alone');
});

t.test('property: the next review is always after the previous one and within interval years + 0 days', async () => {
  fc.assert(
    fc.property(day, risk, (prev, r) => {
      const next = automaticNextReview(prev, r)!;
      const gap = (Date.parse(`${next}T00:00:00Z`) - Date.parse(`${prev}T00:00:00Z`)) / 86400000;
      const years = REVIEW_INTERVAL_YEARS[r];
      return next > prev && gap >= 365 * years - 1 && gap <= 366 * years;
    }),
    { numRuns: 2000 },
  );
});

t.test(
  'property: in manual mode no proposal is ever rewritten; applying the rule twice changes nothing more',
  async () => {
    fc.assert(
      fc.property(day, risk, fc.option(day, { nil: undefined }), (prev, r, next) => {
        const proposed = { risk_level: r, previous_review_date: prev, ...(next ? { next_review_date: next } : {}) };
        const manual = applyReviewDateRule({ next_review_date_type: 'manual', ...proposed }, proposed);
        const auto = applyReviewDateRule(
          { next_review_date_type: 'automatic', risk_level: r, previous_review_date: prev },
          { risk_level: r, previous_review_date: prev },
        );
        const again = applyReviewDateRule({ next_review_date_type: 'automatic', ...auto.values }, auto.values);
        return (
          JSON.stringify(manual.values) === JSON.stringify(proposed) &&
          !manual.error &&
          JSON.stringify(again.values) === JSON.stringify(auto.values) &&
          !again.error
        );
      }),
      { numRuns: 1000 },
    );
  },
);
