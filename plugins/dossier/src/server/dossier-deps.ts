import type { AuthService } from '@app/plugin-auth/shared';
import type { WorkflowService } from '@app/plugin-workflow/shared';

/** The services of its deps the dossier's handlers and jobs use, built once in the plugin's setup. */
export interface DossierDeps {
  auth: AuthService;
  workflow: WorkflowService;
}
