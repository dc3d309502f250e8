import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Http } from '../../../client/index.ts';
import type { JobStatus } from '../../../shared/index.ts';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { JobProgress } from './JobProgress.tsx';

const job = (over: Partial<JobStatus>): JobStatus => ({
  id: '7f1c2f9e-1b7a-4c55-9d0e-2f4b1a9c0d11',
  name: 'screening.rescreen',
  state: 'active',
  progress: { done: 240, total: 600, message: 'Screened 240 of 600 subjects' },
  output: null,
  error: null,
  organizationId: '6561f0c2a1b2c3d4e5f60718',
  userId: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:04.000Z',
  startedAt: '2026-11-22T10:00:01.000Z',
  finishedAt: null,
  ...over,
});
const httpFor = (status: JobStatus): Http => (async () => status) as unknown as Http;

const meta: Meta<typeof JobProgress> = {
  title: 'Core/JobProgress',
  component: JobProgress,
  args: { jobId: job({}).id, label: 'Re-screening all subjects' },
};
export default meta;
type Story = StoryObj<typeof JobProgress>;

export const Running: Story = {
  render: (args) => (
    <StoryProviders http={httpFor(job({}))}>
      <JobProgress {...args} />
    </StoryProviders>
  ),
};
export const Completed: Story = {
  render: (args) => (
    <StoryProviders
      http={httpFor(
        job({ state: 'completed', progress: { done: 600, total: 600 }, finishedAt: '2026-11-22T10:00:09.000Z' }),
      )}
    >
      <JobProgress {...args} />
    </StoryProviders>
  ),
};
export const Failed: Story = {
  render: (args) => (
    <StoryProviders http={httpFor(job({ state: 'failed', error: 'The list version was withdrawn while screening' }))}>
      <JobProgress {...args} />
    </StoryProviders>
  ),
};
