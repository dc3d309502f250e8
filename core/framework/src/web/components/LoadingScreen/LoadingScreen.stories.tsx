import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

const meta = {
  title: 'Shell/LoadingScreen',
  component: LoadingScreen,
  decorators: [
    (Story) => (
      <StoryProviders signedIn={false}>
        <main>
          <Story />
        </main>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading users…' } };
