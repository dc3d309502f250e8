import type { Meta, StoryObj } from '@storybook/react-vite';
import { DdStory } from '../../stories/DdStory.tsx';
import { SubmitModal } from './SubmitModal.tsx';

const meta = { title: 'Due Diligence/Components/SubmitModal', component: SubmitModal } satisfies Meta<
  typeof SubmitModal
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
export const MissingDocuments: Story = {
  args: { missingDocuments: missing, onConfirm: () => {}, onClose: () => {} },
  render: (a) => (
    <DdStory>
      <SubmitModal {...a} />
    </DdStory>
  ),
};
export const AllDocuments: Story = {
  args: { missingDocuments: [], onConfirm: () => {}, onClose: () => {} },
  render: (a) => (
    <DdStory>
      <SubmitModal {...a} />
    </DdStory>
  ),
};
