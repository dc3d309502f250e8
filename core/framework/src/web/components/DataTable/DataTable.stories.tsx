import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { DataTable } from './DataTable.tsx';

interface Row {
  name: string;
  list: string;
  listed: string;
}
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Row>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('list', { header: 'List' }),
  helper.accessor('listed', { header: 'Listed on' }),
]);
const rows: Row[] = [
  { name: 'MADURO MOROS, Nicolas', list: 'OFAC SDN', listed: '2017-07-31' },
  { name: 'GERMAIN KATANGA', list: 'UN Security Council', listed: '2005-11-01' },
];

const meta: Meta<typeof DataTable<typeof features, Row>> = {
  title: 'Core/DataTable',
  render: (args) => (
    <StoryProviders>
      <DataTable {...args} />
    </StoryProviders>
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  args: { features, columns, data: rows, label: 'Listed persons', empty: 'Nobody listed.' },
};
export const Empty: Story = { args: { features, columns, data: [], label: 'Listed persons', empty: 'Nobody listed.' } };
export const ClickableRows: Story = {
  args: {
    features,
    columns,
    data: rows,
    label: 'Listed persons',
    empty: 'Nobody listed.',
    onRowClick: () => undefined,
  },
};
