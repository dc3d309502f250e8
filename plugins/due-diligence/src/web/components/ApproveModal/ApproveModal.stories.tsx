import type { Meta, StoryObj } from '@storybook/react-vite';
import { DdStory } from '../../stories/DdStory.tsx';
import { ApproveModal } from './ApproveModal.tsx';

const meta = { title: 'Due Diligence/Components/ApproveModal', component: ApproveModal } satisfies Meta<
  typeof ApproveModal
>;
export default meta;
type Story = StoryObj<typeof meta>;

const missing = [
  { type: 'certofinc', label: 'Certificate of Incorporation', elementId: null, person: null, status: 'none' as const },
  {
    type: 'proof_of_address',
    label: 'Proof of Address',
    elementId: 'e2',
    person: 'Eva Smit',
    status: 'rejected' as const,
  },
];
/** Documents missing: Approve stays disabled until the reviewer ticks the acknowledgement naming them. */
export const WithoutDocuments: Story = {
  args: { missingDocuments: missing, onConfirm: () => {}, onClose: () => {} },
  render: (a) => (
    <DdStory>
      <ApproveModal {...a} />
    </DdStory>
  ),
};
export const AllDocuments: Story = {
  args: { missingDocuments: [], onConfirm: () => {}, onClose: () => {} },
  render: (a) => (
    <DdStory>
      <ApproveModal {...a} />
    </DdStory>
  ),
};
