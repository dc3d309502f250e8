import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import {
  BOB,
  createTasksFakeHttp,
  createTasksFakeTransport,
  tasksFakeState,
  type TasksFakeState,
  type TasksHandlers,
} from '../../testing/index.ts';
import { tasksWebPlugin } from '../index.ts';
import { TasksTransportProvider } from '../transport.tsx';

/** Renders a tasks screen as in the app, against the in-memory fake (the viewer is Bob, an account manager). */
export function TasksStory({
  state,
  handlers,
  path,
  initialPath,
  children,
}: {
  state?: Partial<TasksFakeState>;
  handlers?: TasksHandlers;
  path: string;
  initialPath: string;
  children: ReactNode;
}) {
  const [fake] = useState(() => ({
    http: createTasksFakeHttp(tasksFakeState(state), handlers, { delay: 100 }),
    session: staticSession({
      user: {
        id: BOB._id,
        username: BOB.username,
        fullName: 'Bob Stone',
        email: 'bob@example.com',
        typeLabel: 'ACCOUNT MANAGER',
        isSuperUser: false,
      },
      permissions: { view_dashboard_tab: 'allow' },
      raw: null,
    }),
  }));
  return (
    <StoryProviders
      session={fake.session}
      http={fake.http}
      path={path}
      initialPath={initialPath}
      plugins={[tasksWebPlugin]}
    >
      <TasksTransportProvider transport={createTasksFakeTransport()}>{children}</TasksTransportProvider>
    </StoryProviders>
  );
}
