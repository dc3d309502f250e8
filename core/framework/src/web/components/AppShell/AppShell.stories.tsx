import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeHttp } from '../../../client/index.ts';
import { memoryTokenStore } from '../../runtime/token-store.ts';
import { staticSession } from '../../testing/StoryProviders.tsx';
import { demoPlugin, storySession } from '../story-data.tsx';
import { AppShell } from './AppShell.tsx';

const withSession = (data: ReturnType<typeof storySession> | null) => ({ ...demoPlugin, session: staticSession(data) });
const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: {
    plugins: [withSession(storySession())],
    router: 'memory',
    initialPath: '/',
    http: createFakeHttp({}, {}),
    tokens: memoryTokenStore('story-token'),
    reload: () => {},
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const SuperUserOnAdminPage: Story = {
  args: { plugins: [withSession(storySession({ isSuperUser: true }))], initialPath: '/admin/users' },
};
export const SignedOutRedirectsToLogin: Story = {
  args: { plugins: [withSession(null)], initialPath: '/clients', tokens: memoryTokenStore(null) },
};
export const UnknownPath: Story = { args: { initialPath: '/nowhere' } };
