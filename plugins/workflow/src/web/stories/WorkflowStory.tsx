import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import {
  createWorkflowFakeHttp,
  workflowFakeState,
  type WorkflowFakeState,
  type WorkflowHandlers,
} from '../../testing/workflow.fake-http.ts';
import { workflowWebPlugin } from '../index.ts';

export interface WorkflowStoryProps {
  state?: Partial<WorkflowFakeState>;
  handlers?: WorkflowHandlers;
  path?: string;
  initialPath?: string;
  /** Permissions of the signed-in reviewer (default: may view, approve and reject). */
  permissions?: Record<string, 'allow' | 'deny'>;
  children: ReactNode;
}

const REVIEWER = {
  view_requested_changes: 'allow',
  view_change_log: 'allow',
  approve_requested_changes: 'allow',
  reject_requested_changes: 'allow',
} as const;

/** Renders a workflow screen or component as in the app, against the in-memory workflow fake. */
export function WorkflowStory({
  state,
  handlers,
  path = '/',
  initialPath,
  permissions = REVIEWER,
  children,
}: WorkflowStoryProps) {
  const [fake] = useState(() => ({
    http: createWorkflowFakeHttp(workflowFakeState(state), handlers, { delay: 150 }),
    session: staticSession({
      user: {
        id: 'u1',
        username: 'carl.compliance',
        fullName: 'Carl Compliance',
        email: 'carl@example.com',
        typeLabel: 'COMPLIANCE OFFICER',
        isSuperUser: false,
      },
      permissions,
      raw: null,
    }),
  }));
  return (
    <StoryProviders
      session={fake.session}
      http={fake.http}
      path={path}
      initialPath={initialPath ?? path}
      plugins={[workflowWebPlugin]}
    >
      {children}
    </StoryProviders>
  );
}
