import type { Meta, StoryObj } from '@storybook/react-vite';
import { importJobBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ImportJobsTable } from './ImportJobsTable.tsx';

const meta = {
  title: 'Screening/Components/ImportJobsTable',
  component: ImportJobsTable,
  args: {
    jobs: [
      importJobBuilder({
        source: 'uk',
        status: 'running',
        progress: 0.45,
        message: 'Parsing entries (45%)',
        finished_at: null,
        version_id: null,
      }),
      importJobBuilder(),
      importJobBuilder({
        source: 'eu',
        status: 'failed',
        progress: 0.2,
        message: 'The file is not an EU consolidated list XML',
        version_id: null,
      }),
    ],
  },
  render: (args) => (
    <ScreeningStory>
      <ImportJobsTable {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof ImportJobsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RunningDoneFailed: Story = {};
export const NoImports: Story = { args: { jobs: [] } };
