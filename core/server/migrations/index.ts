import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121235542 as M20261121235542 } from './Migration20261121235542.ts';
import { Migration20261121235900 as M20261121235900_auth_constraints } from './Migration20261121235900_auth_constraints.ts';
import { Migration20261122002729 as M20261122002729_screening } from './Migration20261122002729_screening.ts';
import { Migration20261122215453 as M20261122215453_admin } from './Migration20261122215453_admin.ts';
import { Migration20261122215807 as M20261122215807_market_data } from './Migration20261122215807_market_data.ts';
import { Migration20261122220000 as M20261122220000_auth_hardening } from './Migration20261122220000_auth_hardening.ts';
import { Migration20261122220000 as M20261122220000_core_jobs } from './Migration20261122220000_core_jobs.ts';
import { Migration20261122221039 as M20261122221039_fiu } from './Migration20261122221039_fiu.ts';
import { Migration20261122221500 as M20261122221500_screening_cases } from './Migration20261122221500_screening_cases.ts';
import { Migration20261122225000 as M20261122225000_workflow_audit } from './Migration20261122225000_workflow_audit.ts';
import { Migration20261122233000 as M20261122233000_dossier } from './Migration20261122233000_dossier.ts';
import { Migration20261123010000 as M20261123010000_dossier_objects } from './Migration20261123010000_dossier_objects.ts';
import { Migration20261123020400 as M20261123020400_dossier_history } from './Migration20261123020400_dossier_history.ts';
import { Migration20261123020600 as M20261123020600_tasks_support } from './Migration20261123020600_tasks_support.ts';
import { Migration20261123020700 as M20261123020700_due_diligence } from './Migration20261123020700_due_diligence.ts';
import { Migration20261123020800 as M20261123020800_workflow_perf } from './Migration20261123020800_workflow_perf.ts';
import { Migration20261123043000 as M20261123043000_dossier_list_perf } from './Migration20261123043000_dossier_list_perf.ts';
import { Migration20261123080000_dossier_answer_version as M20261123080000_dossier_answer_version } from './Migration20261123080000_dossier_answer_version.ts';
import { Migration20261127000000_dossier_name_suffixes as M20261127000000_dossier_name_suffixes } from './Migration20261127000000_dossier_name_suffixes.ts';
import { Migration20261127120000_dossier_suffix_counts as M20261127120000_dossier_suffix_counts } from './Migration20261127120000_dossier_suffix_counts.ts';
import { Migration20261127130000_dossier_list_shown_names as M20261127130000_dossier_list_shown_names } from './Migration20261127130000_dossier_list_shown_names.ts';
import { Migration20261127150000_dossier_list_items as M20261127150000_dossier_list_items } from './Migration20261127150000_dossier_list_items.ts';
import { Migration20261127200000_workflow_proposers as M20261127200000_workflow_proposers } from './Migration20261127200000_workflow_proposers.ts';
import { Migration20261127230000_due_diligence_link_custody as M20261127230000_due_diligence_link_custody } from './Migration20261127230000_due_diligence_link_custody.ts';
import { Migration20261128000000_auth_view_token_scope as M20261128000000_auth_view_token_scope } from './Migration20261128000000_auth_view_token_scope.ts';
import { Migration20261128090000_dossier_review_portfolio as M20261128090000_dossier_review_portfolio } from './Migration20261128090000_dossier_review_portfolio.ts';
import { Migration20261128100000_fiu_error_kinds as M20261128100000_fiu_error_kinds } from './Migration20261128100000_fiu_error_kinds.ts';
import { Migration20261128110000_workflow_company_names as M20261128110000_workflow_company_names } from './Migration20261128110000_workflow_company_names.ts';

/** Committed migrations, in order (generate with `pnpm --filter @app/server migration:create`). */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261121235542_init', class: M20261121235542 },
  { name: 'Migration20261121235900_auth_constraints', class: M20261121235900_auth_constraints },
  { name: 'Migration20261122002729_screening', class: M20261122002729_screening },
  { name: 'Migration20261122215453_admin', class: M20261122215453_admin },
  { name: 'Migration20261122215807_market_data', class: M20261122215807_market_data },
  { name: 'Migration20261122220000_auth_hardening', class: M20261122220000_auth_hardening },
  { name: 'Migration20261122220000_core_jobs', class: M20261122220000_core_jobs },
  { name: 'Migration20261122221039_fiu', class: M20261122221039_fiu },
  { name: 'Migration20261122221500_screening_cases', class: M20261122221500_screening_cases },
  { name: 'Migration20261122225000_workflow_audit', class: M20261122225000_workflow_audit },
  { name: 'Migration20261122233000_dossier', class: M20261122233000_dossier },
  { name: 'Migration20261123010000_dossier_objects', class: M20261123010000_dossier_objects },
  { name: 'Migration20261123020400_dossier_history', class: M20261123020400_dossier_history },
  { name: 'Migration20261123020600_tasks_support', class: M20261123020600_tasks_support },
  { name: 'Migration20261123020700_due_diligence', class: M20261123020700_due_diligence },
  { name: 'Migration20261123020800_workflow_perf', class: M20261123020800_workflow_perf },
  { name: 'Migration20261123043000_dossier_list_perf', class: M20261123043000_dossier_list_perf },
  { name: 'Migration20261123080000_dossier_answer_version', class: M20261123080000_dossier_answer_version },
  { name: 'Migration20261127000000_dossier_name_suffixes', class: M20261127000000_dossier_name_suffixes },
  { name: 'Migration20261127120000_dossier_suffix_counts', class: M20261127120000_dossier_suffix_counts },
  { name: 'Migration20261127130000_dossier_list_shown_names', class: M20261127130000_dossier_list_shown_names },
  { name: 'Migration20261127150000_dossier_list_items', class: M20261127150000_dossier_list_items },
  { name: 'Migration20261127200000_workflow_proposers', class: M20261127200000_workflow_proposers },
  { name: 'Migration20261127230000_due_diligence_link_custody', class: M20261127230000_due_diligence_link_custody },
  { name: 'Migration20261128000000_auth_view_token_scope', class: M20261128000000_auth_view_token_scope },
  { name: 'Migration20261128090000_dossier_review_portfolio', class: M20261128090000_dossier_review_portfolio },
  { name: 'Migration20261128100000_fiu_error_kinds', class: M20261128100000_fiu_error_kinds },
  { name: 'Migration20261128110000_workflow_company_names', class: M20261128110000_workflow_company_names },
];
