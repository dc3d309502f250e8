import type { Meta, StoryObj } from '@storybook/react-vite';
import { screeningFakeState, screeningRecordBuilder, screeningRequestBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import type { ScreeningCase } from '../../../shared/index.ts';
import { ScreeningsTable } from './ScreeningsTable.tsx';

const [several, zero] = screeningFakeState().screenings.map((s) => s.record);
const records: ScreeningCase[] = [
  { ...several, review_status: 'open', screened_by: 'alice', decided_by: null, client_name: 'Orinoco Holdings NV' },
  { ...zero, review_status: 'no_match', screened_by: 'bob', decided_by: null, client_name: 'Kivu Minerals Ltd' },
  {
    ...screeningRecordBuilder({
      request: screeningRequestBuilder({
        firstname: 'Sirajuddin',
        surname: 'Haqqani',
        dob: '1973-01-01T00:00:00.000Z',
        nationality: 'AF',
      }),
      result_count: 1,
      datetime: '2024-05-04T08:45:00.000Z',
    }),
    review_status: 'true_match',
    screened_by: 'bob',
    decided_by: 'carol',
    client_name: null,
  },
];

const meta = {
  title: 'Screening/Components/ScreeningsTable',
  component: ScreeningsTable,
  args: { records, itemPath: (r) => `/sanction-screening-lookups/${r._id}`, onOpen: () => {} },
  render: (args) => (
    <ScreeningStory>
      <ScreeningsTable {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof ScreeningsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithScreenings: Story = {};
export const Empty: Story = { args: { records: [] } };
/** One client's own history: no Client column. */
export const OneClient: Story = { args: { showClient: false } };
