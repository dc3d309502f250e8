import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FiuStory } from '../../stories/FiuStory.tsx';
import { ReportHeadFields, useReportHead } from './ReportHeadFields.tsx';

function Head() {
  const head = useReportHead();
  return (
    <SimpleGrid cols={2}>
      <ReportHeadFields head={head} />
    </SimpleGrid>
  );
}

const meta = { title: 'FIU/Components/ReportHeadFields', component: Head } satisfies Meta<typeof Head>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Schema, report type and indicators of that schema, local currency: the head of every goAML report. */
export const Default: Story = {
  render: () => (
    <FiuStory path="/fiu/convert">
      <Head />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Report type/ }));
    await expect(await body.findByRole('option', { name: 'CTR' })).toBeInTheDocument();
  },
};
