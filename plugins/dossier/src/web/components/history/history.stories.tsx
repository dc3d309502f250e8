import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { AddRevisionModal } from './AddRevisionModal.tsx';
import { ReportButton } from './ReportButton.tsx';
import { RevisionInfoModal } from './RevisionInfoModal.tsx';

const meta = { title: 'Dossier/Components/History', component: AddRevisionModal } satisfies Meta<
  typeof AddRevisionModal
>;
export default meta;
type Story = StoryObj<typeof meta>;

const revision = {
  _id: 'a00000000000000000000001',
  snapshot_id: 'a00000000000000000000001',
  label: '2025 annual review',
  snapshotDate: '2026-10-01T09:30:00.000Z',
  comment: [
    { type: 'p', children: [{ text: 'All UBO documents checked.' }] },
    { type: 'p', children: [{ text: 'Next review moved to high risk.' }] },
  ],
  comment_by: 'carol',
  company_type: 'corporate',
  company_id: '000000000000000000000002',
  objects_count: 14,
};

export const AddRevision: Story = {
  args: { opened: true, onClose: fn(), onSave: fn() },
  render: (args) => (
    <DossierStory>
      <AddRevisionModal {...args} />
    </DossierStory>
  ),
};
export const AddRevisionSaving: Story = { ...AddRevision, args: { ...AddRevision.args, busy: true } };

export const RevisionInformation: Story = {
  args: AddRevision.args,
  render: () => (
    <DossierStory>
      <RevisionInfoModal revision={revision} canManage onClose={fn()} onRestore={fn()} onDelete={fn()} onView={fn()} />
    </DossierStory>
  ),
};
export const RevisionInformationViewOnly: Story = {
  args: AddRevision.args,
  render: () => (
    <DossierStory>
      <RevisionInfoModal
        revision={{ ...revision, comment: 'Plain text comment' }}
        canManage={false}
        onClose={fn()}
        onRestore={fn()}
        onDelete={fn()}
        onView={fn()}
      />
    </DossierStory>
  ),
};
export const Report: Story = {
  args: AddRevision.args,
  render: () => (
    <DossierStory permissions={['view_document_history']}>
      <ReportButton
        companyId="000000000000000000000002"
        download={async () => 'dossier-Atlantic_Trust_NV-2026-11-23.pdf'}
      />
    </DossierStory>
  ),
};
