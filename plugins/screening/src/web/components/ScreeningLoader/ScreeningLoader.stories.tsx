import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ScreeningLoader } from './ScreeningLoader.tsx';

const meta = {
  title: 'Screening/Components/ScreeningLoader',
  component: ScreeningLoader,
  args: { opened: true },
  render: (args) => (
    <ScreeningStory>
      <ScreeningLoader {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof ScreeningLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PleaseWait: Story = {};
