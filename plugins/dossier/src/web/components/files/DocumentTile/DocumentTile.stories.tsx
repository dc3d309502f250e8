import type { Meta, StoryObj } from '@storybook/react-vite';
import { filesStoryState } from '../../../../testing/index.ts';
import { toKycFileWire, type DossierObjectWire } from '../../../../shared/index.ts';
import { DossierStory } from '../../../stories/DossierStory.tsx';
import { DocumentTile } from './DocumentTile.tsx';

const meta = { title: 'Dossier/Files/DocumentTile', component: DocumentTile } satisfies Meta<typeof DocumentTile>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = filesStoryState();
const slot = (id: string) => toKycFileWire(state.objects.find((o) => o._id === id) as DossierObjectWire);
const company = '000000000000000000000001';
const ALL = [
  'upload_general_section',
  'delete_general_section',
  'donwload_general_section',
  'upload_ubo_section_general',
  'delete_ubo_section_files',
  'donwload_ubo_section_general',
];
const base = {
  companyId: company,
  ownerId: null,
  place: 'general' as const,
  documentType: 'kyc-aoi-5',
  title: 'Articles of Incorporation',
};
const story = (args: Parameters<typeof DocumentTile>[0], permissions = ALL): Story => ({
  args,
  render: (a) => (
    <DossierStory state={state} permissions={permissions}>
      <div style={{ maxWidth: 420 }}>
        <DocumentTile {...a} />
      </div>
    </DossierStory>
  ),
});

export const Empty = story({ ...base, slot: null });
export const Approved = story({ ...base, slot: slot('a00000000000000000000001') });
export const Pending = story({
  ...base,
  documentType: 'kyc-reftcoc-5-2',
  title: 'Chamber of Commerce extract',
  slot: slot('a00000000000000000000002'),
});
export const NoPermissions = story({ ...base, slot: slot('a00000000000000000000001') }, []);
export const WorldCheck = story({
  ...base,
  ownerId: 'b00000000000000000000001',
  place: 'ubo',
  documentType: 'world_check',
  title: 'Sanction Screening',
  slot: slot('a00000000000000000000007'),
  onSanctionScreening: () => undefined,
});
export const GoogleSearch = story({
  ...base,
  ownerId: 'b00000000000000000000001',
  place: 'ubo',
  documentType: 'google_search',
  title: 'Google Search',
  slot: null,
  googleName: { firstName: 'Ann', lastName: 'Lee' },
});
export const OrganizationalChart = story({
  ...base,
  documentType: 'kyc-oc-6',
  title: 'Organizational Chart',
  slot: null,
  onChart: () => undefined,
});
