import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Shell/NotFound',
  component: NotFound,
  decorators: [
    (Story) => (
      <StoryProviders signedIn={false}>
        <main>
          <Story />
        </main>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
