import type { Meta, StoryObj } from '@storybook/react-vite';
import { filesStoryState } from '../../../../testing/index.ts';
import { toKycFileWire, type DossierObjectWire } from '../../../../shared/index.ts';
import { DossierStory } from '../../../stories/DossierStory.tsx';
import { DocumentInfoDialog } from './DocumentInfoDialog.tsx';

const meta = { title: 'Dossier/Files/DocumentInfoDialog', component: DocumentInfoDialog } satisfies Meta<
  typeof DocumentInfoDialog
>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = filesStoryState();
const slot = (id: string) => toKycFileWire(state.objects.find((o) => o._id === id) as DossierObjectWire);
const ALL = [
  'upload_general_section',
  'delete_general_section',
  'donwload_general_section',
  'upload_ubo_section_general',
  'donwload_ubo_section_general',
  'view_audit_section_comment',
];
const base = {
  opened: true,
  onClose: () => undefined,
  companyId: '000000000000000000000001',
  ownerId: null,
  place: 'general' as const,
  role: 'DATA_CONTROLLER',
};
const story = (args: Parameters<typeof DocumentInfoDialog>[0]): Story => ({
  args,
  render: (a) => (
    <DossierStory state={state} permissions={ALL}>
      <DocumentInfoDialog {...a} />
    </DossierStory>
  ),
});

export const WithComments = story({
  ...base,
  documentType: 'kyc-aoi-5',
  title: 'Articles of Incorporation',
  slot: slot('a00000000000000000000001'),
});
export const SupervisorComments = story({
  ...base,
  role: 'DATA_PROCESSOR',
  documentType: 'kyc-aoi-5',
  title: 'Articles of Incorporation',
  slot: slot('a00000000000000000000001'),
});
export const AnnualAccounts = story({
  ...base,
  documentType: 'kyc-aa-y1-12',
  title: 'Annual Accounts of the last book year',
  slot: slot('a00000000000000000000003'),
});
export const BankForm = story({
  ...base,
  documentType: 'scfba',
  title: 'Signature card for bank account — Rabobank',
  slot: slot('a00000000000000000000004'),
});
export const WorldCheckCompliance = story({
  ...base,
  role: 'COMPLIANCE_OFFICER',
  ownerId: 'b00000000000000000000001',
  place: 'ubo',
  documentType: 'world_check',
  title: 'Sanction Screening',
  slot: slot('a00000000000000000000007'),
});
export const NotUploadedYet = story({
  ...base,
  documentType: 'kyc-dogmos-13',
  title: 'Discharge of General Meeting of Shareholders',
  slot: null,
});
