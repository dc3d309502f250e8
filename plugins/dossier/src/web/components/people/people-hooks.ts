import { useClient, useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import { createWorkflowClient } from '@app/plugin-workflow/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DossierObjectType, PeopleNode } from '../../../shared/index.ts';
import { useDossierClient } from '../../hooks.ts';

export const peopleKey = (companyId: string, snapshot: string | null) =>
  ['dossier', 'kyc-files', companyId, snapshot] as const;

/** The people keys of `get-kyc-files-info_2` for this company (snapshot aware). */
export function usePeople(companyId: string) {
  const client = useDossierClient();
  const [params] = useSearchParams();
  const snapshot = params.get('snapshot');
  const query = useQuery({
    queryKey: peopleKey(companyId, snapshot),
    queryFn: () => client.kycFilesInfo({ company_id: companyId, ...(snapshot ? { snapshotId: snapshot } : {}) }),
  });
  const data = query.data as unknown as
    Record<'persons' | 'entities' | 'ubos' | 'mds' | 'shareholders', PeopleNode[]> | undefined;
  return { query, data, snapshot };
}

/** What the signed-in user may do in a section (001 §6): UBO/shareholder names or MD names. */
export function useSectionRights(section: 'ubo' | 'mbd', readOnly: boolean) {
  const session = useSession();
  const can = (p: string) => !readOnly && isAllowed(session.permissions ?? {}, p);
  return section === 'ubo'
    ? {
        create: can('create_ubo_section_general'),
        edit: can('upload_ubo_section_general'),
        remove: can('delete_ubo_section_general'),
      }
    : { create: can('create_mbd_section'), edit: can('upload_file_mbd_section'), remove: can('delete_mbd_section') };
}

/** Collapsed or open, per section id, kept in local storage [001:86]. */
export function useCollapsed(id: string): [boolean, () => void] {
  const key = `dossier.section.${id}`;
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return window.localStorage.getItem(key) === 'collapsed';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(
    () =>
      setCollapsed((c) => {
        try {
          window.localStorage.setItem(key, c ? 'open' : 'collapsed');
        } catch {
          /* storage unavailable: the state lives for this page only */
        }
        return !c;
      }),
    [key],
  );
  return [collapsed, toggle];
}

/** `?highlight={id}`: once the element is on the page, scroll to it and mark it [001:41–43]. */
export function useHighlight(ready: boolean): string | null {
  const [params] = useSearchParams();
  const id = params.get('highlight');
  useEffect(() => {
    if (!ready || !id) return;
    const el = document.getElementById(id);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [ready, id]);
  return id;
}

/** Local edits per object, proposed on Save (only changed fields). */
export interface Draft {
  type: DossierObjectType;
  values: Record<string, unknown>;
}
export function useDrafts() {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const set = useCallback(
    (id: string, type: DossierObjectType, field: string, value: unknown) =>
      setDrafts((d) => ({ ...d, [id]: { type, values: { ...d[id]?.values, [field]: value } } })),
    [],
  );
  const clear = useCallback(() => setDrafts({}), []);
  return useMemo(() => ({ drafts, set, clear, dirty: Object.keys(drafts).length > 0 }), [drafts, set, clear]);
}

export function useWorkflowClient() {
  const http = useClient();
  return useMemo(() => createWorkflowClient(http), [http]);
}

/** The value shown for a field: the local edit, else the pending value, else the approved one. */
export function shownValue(node: PeopleNode, field: string, draft?: Draft): unknown {
  if (draft && field in draft.values) return draft.values[field];
  const f = node[field] as { value: unknown; new_value?: unknown } | undefined;
  return f ? ('new_value' in f ? f.new_value : f.value) : null;
}
export const isPending = (node: PeopleNode, field: string) => {
  const f = node[field] as { new_value?: unknown } | undefined;
  return !!f && 'new_value' in f;
};
