import type { Meta, StoryObj } from '@storybook/react-vite';
import { filesStoryState } from '../../../../testing/index.ts';
import { CORPORATE_DOCUMENTS, toKycFileWire, type DossierObjectWire } from '../../../../shared/index.ts';
import { DossierStory } from '../../../stories/DossierStory.tsx';
import { DocumentTable } from './DocumentTable.tsx';

const meta = { title: 'Dossier/Files/DocumentTable', component: DocumentTable } satisfies Meta<typeof DocumentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = filesStoryState();
const slots = state.objects
  .filter((o) => o.object_type === 'kyc_file' && !o.parent_id)
  .map((o) => toKycFileWire(o as DossierObjectWire));
const rows = CORPORATE_DOCUMENTS.slice(6, 12).map((d) => ({
  documentType: d.documentType,
  title: d.title,
  slot: slots.find((s) => s.documentType === d.documentType) ?? null,
}));

export const CorporateRows: Story = {
  args: { companyId: '000000000000000000000001', ownerId: null, place: 'general', role: 'DATA_CONTROLLER', rows },
  render: (a) => (
    <DossierStory
      state={state}
      permissions={['upload_general_section', 'donwload_general_section', 'delete_general_section']}
    >
      <DocumentTable {...a} />
    </DossierStory>
  ),
};
