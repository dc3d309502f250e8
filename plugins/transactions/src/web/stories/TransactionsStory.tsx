import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import { ImportTransportProvider, type ImportTransport } from '../import-transport.tsx';
import { transactionsWebPlugin } from '../index.ts';
import { fakeImportTransport } from './import-fake.ts';
import {
  createTransactionsFakeHttp,
  fakeState,
  type TransactionsFakeState,
  type TransactionsHandlers,
} from './fake.ts';

/** Renders a transactions screen as in the app, against the in-memory fake, as a compliance officer. */
export function TransactionsStory({
  state,
  handlers,
  path = '/',
  initialPath,
  permissions = {},
  transport,
  children,
}: {
  transport?: ImportTransport;
  state?: Partial<TransactionsFakeState>;
  handlers?: TransactionsHandlers;
  path?: string;
  initialPath?: string;
  permissions?: Record<string, 'allow' | 'deny'>;
  children: ReactNode;
}) {
  const [fake] = useState(() => ({
    http: createTransactionsFakeHttp(fakeState(state), handlers, { delay: 100 }),
    session: staticSession({
      user: {
        id: 'u1',
        username: 'carla',
        fullName: 'Carla Compliance',
        email: 'carla@example.com',
        typeLabel: 'ACCOUNT MANAGER',
        isSuperUser: false,
      },
      permissions: {
        view_transaction_profile: 'allow',
        create_transaction_profile: 'allow',
        view_dashboard_tab: 'allow',
        update_transaction_profile: 'allow',
        ...permissions,
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
      plugins={[transactionsWebPlugin]}
    >
      <ImportTransportProvider transport={transport ?? fakeImportTransport()}>{children}</ImportTransportProvider>
    </StoryProviders>
  );
}
