import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import {
  createDossierFakeHttp,
  dossierFakeState,
  filesFakeTransport,
  type DossierFakeState,
  type DossierHandlers,
} from '../../testing/index.ts';
import { withWorkflowFakes } from '../../testing/ops.fake-http.ts';
import { FilesTransportProvider } from '../components/files/transport.tsx';
import { dossierWebPlugin } from '../index.ts';

export interface DossierStoryProps {
  state?: DossierFakeState;
  handlers?: DossierHandlers;
  path?: string;
  initialPath?: string;
  /** The signed-in user may edit (update_dashboard). */
  canEdit?: boolean;
  /** Further permissions of the signed-in user (section view/create/upload/delete names of 001 §6). */
  permissions?: string[];
  children: ReactNode;
}

/** Renders a dossier screen or component as in the app, against the in-memory dossier fake. */
export function DossierStory({
  state,
  handlers,
  path = '/',
  initialPath,
  canEdit = true,
  permissions = [],
  children,
}: DossierStoryProps) {
  const [fake] = useState(() => ({
    ...((s) => ({
      http: withWorkflowFakes(createDossierFakeHttp(s, handlers, { delay: 100 })),
      files: filesFakeTransport(s),
    }))(state ?? dossierFakeState()),
    session: staticSession({
      user: {
        id: 'u1',
        username: 'alice',
        fullName: 'Alice Manager',
        email: 'alice@example.com',
        typeLabel: 'ACCOUNT MANAGER',
        isSuperUser: false,
      },
      permissions: {
        view_dashboard_tab: 'allow',
        ...(canEdit ? { update_dashboard: 'allow' as const } : {}),
        ...Object.fromEntries(permissions.map((p) => [p, 'allow' as const])),
      },
      raw: null,
    }),
  }));
  return (
    <StoryProviders
      session={fake.session}
      http={fake.http}
      path={path}
      initialPath={initialPath ?? path}
      plugins={[dossierWebPlugin]}
    >
      <FilesTransportProvider transport={fake.files}>{children}</FilesTransportProvider>
    </StoryProviders>
  );
}
