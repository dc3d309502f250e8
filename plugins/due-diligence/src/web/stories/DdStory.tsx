import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import { buildFile, createDdFakeHttp, ddFakeState, type DdFakeState, type DdHandlers } from '../../testing/index.ts';
import { dueDiligenceWebPlugin } from '../index.ts';
import { DdTransportProvider, type DdTransport } from '../transport.tsx';

const fakeTransport: DdTransport = {
  upload: async (input) => ({
    message: 'Document uploaded successfully',
    file: buildFile({
      documentType: input.docType,
      dueDiligenceElement: input.elementId,
      client_comment: input.comment,
    }),
  }),
  download: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  pdf: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
};

export interface DdStoryProps {
  state?: Partial<DdFakeState>;
  handlers?: DdHandlers;
  path?: string;
  initialPath?: string;
  signedIn?: boolean;
  permissions?: string[];
  administrator?: boolean;
  children: ReactNode;
}

const STAFF = [
  'view_due_diligence',
  'create_due_diligence',
  'update_due_diligence',
  'delete_due_diligence',
  'approve_due_diligence',
];

/** Renders a due-diligence screen against the in-memory fake (staff session, or none for the token pages). */
export function DdStory({
  state,
  handlers,
  path = '/',
  initialPath,
  signedIn = true,
  permissions = STAFF,
  administrator = false,
  children,
}: DdStoryProps) {
  const [fake] = useState(() => ({
    http: createDdFakeHttp(ddFakeState(state), handlers, { delay: 80 }),
    session: staticSession({
      user: {
        id: 'u1',
        username: 'alice',
        fullName: 'Alice Officer',
        email: 'alice@example.com',
        typeLabel: administrator ? 'ADMINISTRATOR' : 'COMPLIANCE OFFICER',
        isSuperUser: false,
      },
      permissions: Object.fromEntries(permissions.map((p) => [p, 'allow' as const])),
      raw: administrator ? { user: { type: 'ADMINISTRATOR' } } : null,
    }),
  }));
  return (
    <StoryProviders
      session={fake.session}
      signedIn={signedIn}
      http={fake.http}
      path={path}
      initialPath={initialPath ?? path}
      plugins={[dueDiligenceWebPlugin]}
    >
      <DdTransportProvider transport={fakeTransport}>{children}</DdTransportProvider>
    </StoryProviders>
  );
}
