import type { TestApp } from '@app/core/testing';
import { dossierRoutes as r } from '@app/plugin-dossier/shared';
import { createHash } from 'node:crypto';
import type { MikroORM } from './remote-api.ts';
import type { Check } from './scenarios.ts';
import type { Ledger } from './workload.ts';

export interface Counts {
  acknowledged: number;
  found: number;
  missing: number;
  duplicates: number;
  approvedTwice: number;
  unacknowledgedPresent: number;
}

const val = (x: unknown) => (x && typeof x === 'object' && 'value' in x ? (x as { value: unknown }).value : x);

/**
 * After the run, against the shared database and through nginx: every acknowledged write is there
 * exactly once (clients by name, approvals applied, edits readable, files downloadable byte for
 * byte), no change has two approvals in the audit trail, and a write that was cut off is there at
 * most once.
 */
export async function verify(
  api: TestApp,
  orm: MikroORM,
  ledger: Ledger,
): Promise<{ checks: Check[]; counts: Counts }> {
  const conn = orm.em.fork().getConnection();
  const names = ledger.companies.map((c) => c.name);
  const rows = await conn.execute<{ name: string; n: string }[]>(
    `select list_name as name, count(*) as n from dossier_company where list_name in (select jsonb_array_elements_text(?::jsonb)) group by list_name`,
    [JSON.stringify(names)],
  );
  const count = new Map(rows.map((x) => [x.name, Number(x.n)]));
  const counts: Counts = {
    acknowledged: 0,
    found: 0,
    missing: 0,
    duplicates: 0,
    approvedTwice: 0,
    unacknowledgedPresent: 0,
  };
  const problems: string[] = [];
  for (const c of ledger.companies) {
    const n = count.get(c.name) ?? 0;
    if (n > 1) counts.duplicates++;
    if (!c.acked) {
      if (n === 1) counts.unacknowledgedPresent++;
      continue;
    }
    counts.acknowledged++;
    if (n >= 1) counts.found++;
    else {
      counts.missing++;
      problems.push(`client ${c.name} missing`);
    }
  }

  const changeIds = [
    ...new Set([...ledger.approvals.map((a) => a.changeId), ...ledger.edits.flatMap((e) => e.changeId ?? [])]),
  ];
  const approved = await conn.execute<{ id: string; status: string; action_taken: string | null }[]>(
    `select id, status, action_taken from workflow_change_request where id in (select jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(changeIds)],
  );
  const byId = new Map(approved.map((x) => [x.id, x]));
  const events = await conn.execute<{ id: string; n: string }[]>(
    `select details->>'change_id' as id, count(*) as n from core_audit_event
     where details->>'change_id' in (select jsonb_array_elements_text(?::jsonb)) and action like '%.approved' group by 1`,
    [JSON.stringify(changeIds)],
  );
  const approvals = new Map(events.map((e) => [e.id, Number(e.n)]));
  for (const a of ledger.approvals) {
    if ((approvals.get(a.changeId) ?? 0) > 1) counts.approvedTwice++;
    if (!a.acked) continue;
    counts.acknowledged++;
    if (byId.get(a.changeId)?.action_taken === 'approved' && approvals.get(a.changeId) === 1) counts.found++;
    else {
      counts.missing++;
      problems.push(`approval ${a.changeId}: ${JSON.stringify(byId.get(a.changeId) ?? null)}`);
    }
  }

  const approvedChanges = new Set(ledger.approvals.filter((a) => a.acked).map((a) => a.changeId));
  for (const e of ledger.edits) {
    if (!e.acked) continue;
    counts.acknowledged++;
    // Approved: the value reads back; its approval cut off: the proposal is there, pending or applied.
    const data = (await api.call(r.dashboardData, { company_id: e.companyId }, e.org.checker.token)).body?.companyData;
    const applied = val(data?.chamber_of_commerce) === e.value;
    if (applied || (!approvedChanges.has(e.changeId ?? '') && byId.has(e.changeId ?? ''))) counts.found++;
    else {
      counts.missing++;
      problems.push(`edit of ${e.companyId}: ${JSON.stringify(data?.chamber_of_commerce ?? null)}`);
    }
  }

  for (const f of ledger.files) {
    if (!f.acked || !f.fileId) continue;
    counts.acknowledged++;
    const got = await api.app.inject({
      method: 'GET',
      url: `/api/v1/download-kyc-file?id=${f.fileId}`,
      headers: { authorization: `Bearer ${f.org.checker.token}` },
    });
    const same = got.statusCode === 200 && createHash('sha256').update(got.rawPayload).digest('hex') === f.sha;
    if (same) counts.found++;
    else {
      counts.missing++;
      problems.push(`file ${f.fileId}: ${got.statusCode}`);
    }
  }

  for (const d of ledger.dds) {
    if (!d.approved) continue;
    counts.acknowledged++;
    const rows = await conn.execute<{ status: string }[]>(`select status from due_diligence where id = ?`, [d.id]);
    if (rows[0]?.status === 'approved') counts.found++;
    else {
      counts.missing++;
      problems.push(`due diligence ${d.id}: ${rows[0]?.status ?? 'missing'}`);
    }
  }

  const checks: Check[] = [
    {
      name: 'every acknowledged write is there exactly once',
      ok: counts.missing === 0 && counts.duplicates === 0 && counts.acknowledged > 0,
      detail: `${counts.acknowledged} acknowledged, ${counts.found} found, ${counts.duplicates} duplicates${problems.length ? `; ${problems.slice(0, 5).join('; ')}` : ''}`,
    },
    {
      name: 'no change approved twice',
      ok: counts.approvedTwice === 0,
      detail: `${changeIds.length} changes, ${counts.approvedTwice} with two approvals`,
    },
    {
      name: 'the workload saw no server errors',
      ok: ledger.errors.length === 0,
      detail: ledger.errors.length
        ? ledger.errors.slice(0, 5).join(' | ')
        : `${ledger.cutOff} requests cut off by the kill`,
    },
  ];
  return { checks, counts };
}
