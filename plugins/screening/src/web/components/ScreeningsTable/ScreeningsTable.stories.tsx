import type { Meta, StoryObj } from '@storybook/react-vite';
import { screeningFakeState, screeningRecordBuilder, screeningRequestBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ScreeningsTable } from './ScreeningsTable.tsx';

const records = [
  ...screeningFakeState().screenings.map((s) => s.record),
  screeningRecordBuilder({
    request: screeningRequestBuilder({ firstname: 'Sirajuddin', surname: 'Haqqani', dob: '1973-01-01T00:00:00.000Z', nationality: 'AF' }),
    result_count: 1,
    datetime: '2024-05-04T08:45:00.000Z',
  }),
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
