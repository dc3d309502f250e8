import type { Meta, StoryObj } from '@storybook/react-vite';
import { filesStoryState } from '../../../../testing/index.ts';
import { toKycFileWire, type DossierObjectWire } from '../../../../shared/index.ts';
import { DossierStory } from '../../../stories/DossierStory.tsx';
import { RoleComments } from './RoleComments.tsx';

const meta = { title: 'Dossier/Files/RoleComments', component: RoleComments } satisfies Meta<typeof RoleComments>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = filesStoryState();
const slot = toKycFileWire(state.objects.find((o) => o._id === 'a00000000000000000000001') as DossierObjectWire);
const story = (role: string, readOnly = false): Story => ({
  args: { slot, role, readOnly },
  render: (a) => (
    <DossierStory state={state}>
      <RoleComments {...a} />
    </DossierStory>
  ),
});

export const AccountManager = story('DATA_CONTROLLER');
export const Supervisor = story('DATA_PROCESSOR');
export const ComplianceOfficer = story('COMPLIANCE_OFFICER');
export const ExternalAuditor = story('EXTERNAL_AUDITOR');
export const SnapshotReadOnly = story('DATA_CONTROLLER', true);
