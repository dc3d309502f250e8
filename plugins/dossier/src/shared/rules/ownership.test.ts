import fc from 'fast-check';
import t from 'tap';
import {
  DossierBuilder,
  fourLevelStructure,
  fullEntity,
  fullPerson,
  rulesCompanyOf,
} from '../../testing/dossier-builder.ts';
import { chartModel, effectiveOwnership, ownershipReport, type OwnershipEdge } from './index.ts';

const company = rulesCompanyOf();
const row = (r: ReturnType<typeof ownershipReport>, name: string) => r.owners.find((o) => o.name === name);

t.test(
  'effective ownership: products along a path, summed over paths; ≥ 25% persons flagged; UBO warning',
  async (t) => {
    const r = ownershipReport(fourLevelStructure().objects, company);
    t.match(
      row(r, 'Ann Lee'),
      { effective: 30, ubo: true, declared_ubo: false, direct: null, kind: 'person' },
      '60% × 50% × 100%',
    );
    t.match(row(r, 'Bob Stone'), { effective: 40, ubo: true, declared_ubo: true, direct: 40 });
    t.match(row(r, 'Carla Diaz'), { effective: 18, ubo: false });
    t.match(row(r, 'Parent Holding BV'), { effective: 60, kind: 'entity', ubo: false });
    t.equal(r.warning, 'Declared UBOs differ from the computed ownership; at or above 25% but not declared: Ann Lee');
    t.same(r.cycles, []);

    // The same person through two paths: 40% directly and 50% of a 60% holder = 70%.
    const b = new DossierBuilder();
    const holding = b.shareholder(null, 'entity', 60, fullEntity('Twin Holding BV'));
    b.shareholder(null, 'person', 40, fullPerson('Ann', 'Lee'));
    b.shareholder(holding.id, 'person', 50, fullPerson('Ann', 'Lee'));
    b.shareholder(holding.id, 'person', 50, fullPerson('Ben', 'Ho', { dateOfBirth: '1980-01-01' }));
    const two = ownershipReport(b.objects, company);
    t.match(row(two, 'Ann Lee'), { effective: 70, direct: 40, ubo: true });
    t.match(row(two, 'Ben Ho'), { effective: 30, ubo: true });
    t.equal(two.owners.filter((o) => o.name === 'Ann Lee').length, 1, 'one person, however many paths');
    const ubo = b.add('ubo', {});
    b.add('person', fullPerson('Cleo', 'Mar'), ubo);
    t.match(ownershipReport(b.objects, company).declared_below_threshold, ['Cleo Mar']);
  },
);

t.test('cycles are detected, reported and left out; the computation ends', async (t) => {
  const b = new DossierBuilder();
  const a = b.shareholder(null, 'entity', 100, fullEntity('Alpha Holding BV'));
  const beta = b.shareholder(a.id, 'entity', 100, fullEntity('Beta Holding BV'));
  b.shareholder(beta.id, 'entity', 50, fullEntity('Alpha Holding BV')); // Beta holds half of Alpha: a cycle
  b.shareholder(beta.id, 'entity', 10, fullEntity('Acme Holding BV')); // the client holds part of Beta: a cycle through the root
  b.shareholder(beta.id, 'person', 40, fullPerson('Ann', 'Lee'));
  const r = ownershipReport(b.objects, company);
  t.equal(r.cycles.length, 2);
  t.match(r.cycles.map((c) => c.message).sort(), [
    'Ownership cycle: Acme Holding BV → Alpha Holding BV → Beta Holding BV → Acme Holding BV (left out of the effective ownership)',
    /Alpha Holding BV → Beta Holding BV → Alpha Holding BV/,
  ]);
  t.match(row(r, 'Ann Lee'), { effective: 40, ubo: true });
});

t.test('the chart: node types, placeholders, effective ownership and links', async (t) => {
  const { nodes } = chartModel(fourLevelStructure().objects, company);
  const byName = (n: string) => nodes.find((x) => x.name === n)!;
  t.equal(nodes[0]!.type, 'main_for_sh');
  t.equal(byName('Parent Holding BV').type, 'corporate_shareholder');
  t.equal(byName('Bob Stone').type, 'shareholder');
  t.match(byName('Ann Lee'), {
    type: 'shareholder',
    effective: 30,
    ubo_flag: true,
    label: 'Ann Lee\n100%\nEffective 30% · UBO',
  });
  t.equal(byName('Parent Management NV').type, 'corporate');
  t.equal(byName('Eva Green').type, 'official');
  t.equal(nodes.filter((n) => n.type === 'ubo').length, 1);
  t.same(
    nodes.filter((n) => n.missing).map((n) => [n.label, nodes.find((p) => p.id === n.parent)!.name]),
    [
      ['Missing', 'Family Trust Foundation'],
      ['Missing Shares (20%)', 'Parent Holding BV'],
    ],
  );
  t.equal(
    byName('Family Trust Foundation').link,
    `/${company._id}/shareholders/?highlight=${byName('Family Trust Foundation').id}`,
  );
  const lone = new DossierBuilder();
  lone.shareholder(null, 'person', 99.5, fullPerson('Ann', 'Lee'));
  lone.director(null, 'entity', fullEntity('Director Corp NV'));
  const labels = chartModel(lone.objects, company)
    .nodes.filter((n) => n.missing)
    .map((n) => n.label);
  t.same(
    labels,
    ['Missing Official'],
    'a remainder of 0.5% is not shown (only above 1%), a corporate director without officials is',
  );
  t.same(
    chartModel([], company)
      .nodes.filter((n) => n.missing)
      .map((n) => n.label),
    ['Missing Shares (100%)', 'Missing'],
  );
});

// ---- properties (fast-check) ----

/** A random acyclic ownership graph: node i may only own nodes below i; each node's owners hold ≤ 100%. */
const acyclic = fc.integer({ min: 1, max: 40 }).chain((n) =>
  fc
    .array(
      fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: 10000 })),
      { maxLength: n * 3 },
    )
    .map((raw) => {
      const edges: OwnershipEdge[] = [];
      const held = new Map<number, number>();
      for (const [owner, ownedRaw, bp] of raw) {
        const owned = Math.min(ownedRaw, owner - 1);
        const room = 100 - (held.get(owned) ?? 0);
        const percentage = Math.min(room, bp / 100);
        if (percentage <= 0) continue;
        held.set(owned, (held.get(owned) ?? 0) + percentage);
        edges.push({ owner: `n${owner}`, owned: `n${owned}`, percentage });
      }
      return { root: 'n0', edges };
    }),
);

t.test(
  'property: when each level holds ≤ 100%, the ultimate owners hold ≤ 100% in total, and each owner ≤ 100%',
  async () => {
    fc.assert(
      fc.property(acyclic, (g) => {
        const { effective, terminals, cycles } = effectiveOwnership(g);
        const total = terminals.reduce((s, k) => s + (effective.get(k) ?? 0), 0);
        return (
          cycles.length === 0 && total <= 100 + 1e-9 && [...effective.values()].every((v) => v >= 0 && v <= 100 + 1e-9)
        );
      }),
      { numRuns: 1000 },
    );
  },
);

t.test('property: the order of the edges does not change the result (acyclic graphs)', async () => {
  fc.assert(
    fc.property(
      acyclic.chain((g) =>
        fc.tuple(
          fc.constant(g),
          fc.shuffledSubarray(g.edges, { minLength: g.edges.length, maxLength: g.edges.length }),
        ),
      ),
      ([g, shuffled]) => {
        const a = effectiveOwnership(g).effective;
        const b = effectiveOwnership({ root: g.root, edges: shuffled }).effective;
        return a.size === b.size && [...a].every(([k, v]) => Math.abs(v - (b.get(k) ?? NaN)) < 1e-9);
      },
    ),
    { numRuns: 500 },
  );
});

t.test('property: a chain multiplies its percentages', async () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 30 }), (pcts) => {
      const edges = pcts.map((p, i) => ({ owner: `n${i + 1}`, owned: `n${i}`, percentage: p }));
      const expected = pcts.reduce((acc, p) => (acc * p) / 100, 100);
      return Math.abs(effectiveOwnership({ root: 'n0', edges }).effective.get(`n${pcts.length}`)! - expected) < 1e-9;
    }),
  );
});

t.test('property: any graph (cycles included) terminates; every reported cycle is made of real edges', async () => {
  const anyGraph = fc.integer({ min: 1, max: 30 }).chain((n) =>
    fc
      .array(
        fc.tuple(fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: 100 })),
        { maxLength: n * 4 },
      )
      .map((raw) => ({
        root: 'n0',
        edges: raw.map(([o, d, p]) => ({ owner: `n${o}`, owned: `n${d}`, percentage: p })),
      })),
  );
  fc.assert(
    fc.property(anyGraph, (g) => {
      const { cycles, effective } = effectiveOwnership(g);
      const has = (owner: string, owned: string) => g.edges.some((e) => e.owner === owner && e.owned === owned);
      const real = cycles.every((c) => c.every((k, i) => has(c[(i + 1) % c.length]!, k)));
      return real && [...effective.values()].every(Number.isFinite);
    }),
    { numRuns: 1000 },
  );
});

t.test('property: a ring of n entities is reported as one cycle', async () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
      const edges = Array.from({ length: n }, (_, i) => ({ owner: `n${(i + 1) % n}`, owned: `n${i}`, percentage: 50 }));
      const { cycles } = effectiveOwnership({ root: 'n0', edges });
      return cycles.length === 1 && cycles[0]!.length === n;
    }),
    { numRuns: 100 },
  );
});

t.test('the chart shows missing shares of 1.5% (held below 99%)', async (t) => {
  const b = new DossierBuilder();
  b.shareholder(null, 'person', 98.5, fullPerson('Ann', 'Lee'));
  b.director(null, 'person', fullPerson('Dirk', 'Vos'));
  t.same(
    chartModel(b.objects, company)
      .nodes.filter((n) => n.missing)
      .map((n) => n.label),
    ['Missing Shares (1.5%)'],
  );
});
