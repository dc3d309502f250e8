import type { Meta, StoryObj } from '@storybook/react-vite';
import { filesStoryState } from '../../../testing/index.ts';
import { ENTITY_DOCUMENTS, PERSON_DOCUMENTS, toKycFileWire, type DossierObjectWire } from '../../../shared/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { DocumentSlots } from './DocumentSlots.tsx';

const meta = { title: 'Dossier/Files/DocumentSlots', component: DocumentSlots } satisfies Meta<typeof DocumentSlots>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = filesStoryState();
const person = 'b00000000000000000000001';
const files = Object.fromEntries(
  state.objects
    .filter((o) => o.parent_id === person)
    .map((o) => {
      const w = toKycFileWire(o as DossierObjectWire);
      return [w.documentType, w];
    }),
);
const UBO = ['upload_ubo_section_general', 'delete_ubo_section_files', 'donwload_ubo_section_general'];

export const PersonSlots: Story = {
  args: {
    companyId: '000000000000000000000001',
    ownerId: person,
    slots: [...PERSON_DOCUMENTS],
    files,
    personName: { firstName: 'Ann', lastName: 'Lee' },
    onSanctionScreening: () => undefined,
  },
  render: (a) => (
    <DossierStory state={state} permissions={UBO}>
      <DocumentSlots {...a} />
    </DossierStory>
  ),
};
export const EntitySlotsReadOnly: Story = {
  args: {
    companyId: '000000000000000000000001',
    ownerId: 'b00000000000000000000009',
    slots: ENTITY_DOCUMENTS.map((d) => ({ ...d, optional: d.documentType === 'entity_rodo' })),
    files: {},
    readOnly: true,
  },
  render: (a) => (
    <DossierStory state={state} permissions={UBO}>
      <DocumentSlots {...a} />
    </DossierStory>
  ),
};
