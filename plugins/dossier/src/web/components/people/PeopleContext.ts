import { createContext, useContext } from 'react';
import type { DossierObjectType, PeopleNode } from '../../../shared/index.ts';
import type { Draft } from './people-hooks.ts';

export type AddKind = 'Shareholder' | 'UBO' | 'Managing Director' | 'Official' | 'Account Holder';
export interface AddRequest {
  kind: AddKind;
  parentId: string | null;
  /** Shares still free below the parent. */ remaining?: number;
  /** Below a managing director: owners above 10% only. */ mdBlock?: boolean;
}

/** What every section of a people tab shares: drafts, errors, rights, and the add/delete actions. */
export interface PeopleEdit {
  companyId: string;
  corporate: boolean;
  readOnly: boolean;
  rights: {
    ubo: { create: boolean; edit: boolean; remove: boolean };
    mbd: { create: boolean; edit: boolean; remove: boolean };
  };
  drafts: Record<string, Draft>;
  errors: Record<string, Record<string, string>>;
  highlight: string | null;
  setField: (id: string, type: DossierObjectType, field: string, value: unknown) => void;
  add: (request: AddRequest) => void;
  remove: (node: PeopleNode, label: string) => void;
}

export const PeopleEditContext = createContext<PeopleEdit | null>(null);
export function usePeopleEdit(): PeopleEdit {
  const ctx = useContext(PeopleEditContext);
  if (!ctx) throw new Error('usePeopleEdit outside a people tab');
  return ctx;
}
