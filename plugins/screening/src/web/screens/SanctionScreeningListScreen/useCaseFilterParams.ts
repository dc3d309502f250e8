import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CaseFilterValues } from '../../components/CaseFilters/CaseFilters.tsx';

export type CaseFilterPatch = Partial<CaseFilterValues> & { page?: number };

/**
 * The case list's filters and page live in the URL. A URL write lands in a React transition, so a
 * change made before the previous one has landed (the name search's debounce firing just after a
 * status pick) is applied to that pending write, not to the render's URL: no change is lost.
 */
export function useCaseFilterParams(): {
  filters: CaseFilterValues;
  page: number;
  patch: (p: CaseFilterPatch) => void;
} {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const pending = useRef<string[]>([]);
  useEffect(() => {
    // Our writes land in order; a URL we did not write (a link, back) drops them all.
    const landed = pending.current.indexOf(current);
    pending.current = landed >= 0 ? pending.current.slice(landed + 1) : [];
  }, [current]);

  const patch = ({ page, ...changes }: CaseFilterPatch) => {
    const next = new URLSearchParams(pending.current.at(-1) ?? current);
    for (const [k, v] of Object.entries(changes)) {
      if (v && !(k === 'status' && v === 'all')) next.set(k, v);
      else next.delete(k);
    }
    // A filter change starts again at page 1.
    if (page && page > 1) next.set('page', String(page));
    else next.delete('page');
    pending.current.push(next.toString());
    setParams(next, { replace: true });
  };

  return {
    filters: {
      status: (params.get('status') as CaseFilterValues['status'] | null) ?? 'all',
      q: params.get('q') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      client: params.get('client') ?? '',
      assignee: params.get('assignee') ?? '',
    },
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
    patch,
  };
}
