import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@mantine/core';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import MyScreeningWork from './MyScreeningWork.tsx';

const meta = {
  title: 'Screening/Components/MyScreeningWork',
  component: MyScreeningWork,
  render: (_args, ctx) => (
    <ScreeningStory state={ctx.parameters.state}>
      <SimpleGrid cols={2} p="md">
        <MyScreeningWork />
      </SimpleGrid>
    </ScreeningStory>
  ),
} satisfies Meta<typeof MyScreeningWork>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One open case (three hits) and the open alerts of the fake. */
export const WithWork: Story = {};
export const NothingOpen: Story = { parameters: { state: { screenings: [], alerts: [] } } };
