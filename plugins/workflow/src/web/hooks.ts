import { useApiRuntime, useClient } from '@app/core/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  createWorkflowClient,
  fieldText,
  inDeclaredOrder,
  objectText,
  valueText,
  workflowRoutes,
  type FieldChange,
  type LabelCatalog,
  type ReviewAction,
  type View,
  type WorkflowClient,
} from '../shared/index.ts';
import { routePath } from '@app/core/shared';

export function useWorkflowClient(): WorkflowClient {
  const http = useClient();
  return useMemo(() => createWorkflowClient(http), [http]);
}

export const workflowKeys = {
  all: ['workflow'] as const,
  list: (view: View, companyId: string | null) => ['workflow', 'list', view, companyId ?? ''] as const,
  count: (view: View, companyId: string | null) => ['workflow', 'count', view, companyId ?? ''] as const,
  item: (id: string) => ['workflow', 'item', id] as const,
};

export const VIEW_SEGMENT: Record<View, string> = { forConfirmation: 'workflow', forHistory: 'change-log' };
export const VIEW_TITLE: Record<View, string> = {
  forConfirmation: 'Changes waiting for confirmation',
  forHistory: 'History of changes',
};
export const VIEW_NAV: Record<View, string> = { forConfirmation: 'Work Flow', forHistory: 'Change Log' };

/** `/workflow`, `/{companyId}/workflow/`, and the item routes below them. */
export const listPath = (view: View, companyId?: string | null) =>
  companyId ? `/${companyId}/${VIEW_SEGMENT[view]}` : `/${VIEW_SEGMENT[view]}`;
export const itemPath = (view: View, id: string, companyId?: string | null) => `${listPath(view, companyId)}/${id}`;

export const parseFields = (action: Pick<ReviewAction, 'fields'>): Record<string, FieldChange> => {
  try {
    return JSON.parse(action.fields) as Record<string, FieldChange>;
  } catch {
    return {};
  }
};

export const parseState = (action: Pick<ReviewAction, 'sourceObjectState'>): Record<string, unknown> | null => {
  if (!action.sourceObjectState) return null;
  try {
    return JSON.parse(action.sourceObjectState) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** 'MMM DD, YYYY at HH:mm', a dash when empty (seed 002 §9). */
export function formatAt(value: string | null | undefined): string {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  const month = d.toLocaleString('en-US', { month: 'short' });
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${month} ${pad(d.getDate())}, ${d.getFullYear()} at ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The words of reviewable types as their plugins declared them (ADR 0067); names nobody declared are humanised. */
export interface Labels {
  object(objectType: string): string;
  field(objectType: string, field: string): string;
  value(objectType: string, field: string, value: unknown): string;
  /** Field names as the form lists them. */
  order(objectType: string, names: readonly string[]): string[];
  /** The objects of an Audit Trail group ('show details for'). */
  inGroup(group: string): string[];
}
export const labelsFrom = (catalog?: LabelCatalog): Labels => ({
  object: (type) => objectText(catalog, type),
  field: (type, field) => fieldText(catalog, type, field),
  value: (type, field, value) => valueText(catalog, type, field, value),
  order: (type, names) => inDeclaredOrder(catalog, type, names),
  inGroup: (group) =>
    Object.values(catalog?.types ?? {})
      .filter((t) => t.group === group)
      .map((t) => t.label),
});

/** Outside `workflowKeys.all`: live change events refetch lists, never the labels (product words, fixed per release). */
export const labelsKey = ['workflow-labels'] as const;

/** One fetch per session of `GET workflow/labels`, read by every workflow view. */
export function useLabels(): Labels {
  const client = useWorkflowClient();
  const { data } = useQuery({
    queryKey: labelsKey,
    queryFn: () => client.getWorkflowLabels({}),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return useMemo(() => labelsFrom(data), [data]);
}

export const ACTION_TAKEN_LABEL: Record<string, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  skipped: 'Skipped',
  cascade_deleted: 'Deleted with its parent',
};

/**
 * Live updates: a server-sent event stream (fetch, so the bearer token travels in a header)
 * invalidates workflow queries when a colleague proposes or handles a change. Returns whether the
 * stream is up; callers poll (refetchInterval) while it is not.
 */
export function useLiveChanges(enabled = true): boolean {
  const { tokens } = useApiRuntime();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled || typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const token = tokens.get();
        const res = await fetch(routePath(workflowRoutes.notificationStream), {
          headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : {},
          signal: abort.signal,
        });
        if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('text/event-stream'))
          throw new Error(`stream ${res.status}`);
        setLive(true);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          if (events.some((e) => e.includes('event: change')))
            void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
        }
      } catch {
        /* falls back to polling below */
      }
      setLive(false);
      if (!abort.signal.aborted) retry = setTimeout(connect, 15_000);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [enabled, tokens, queryClient]);
  return live;
}

/** Poll every 15 s while the live stream is down. */
export const pollInterval = (live: boolean) => (live ? false : 15_000);
