import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { filesStoryState } from '../../../../testing/index.ts';
import { toKycFileWire, type DossierObjectWire } from '../../../../shared/index.ts';
import { DossierStory } from '../../../stories/DossierStory.tsx';
import { ScreeningAnswers } from './ScreeningAnswers.tsx';

const meta = { title: 'Dossier/Files/ScreeningAnswers', component: ScreeningAnswers } satisfies Meta<
  typeof ScreeningAnswers
>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = filesStoryState();
const slot = toKycFileWire(state.objects.find((o) => o._id === 'a00000000000000000000007') as DossierObjectWire);
const story = (role: string): Story => ({
  args: { slot, role },
  render: (a) => (
    <DossierStory state={state}>
      <ScreeningAnswers {...a} />
    </DossierStory>
  ),
});

export const AccountManager = story('DATA_CONTROLLER');
export const Supervisor = story('DATA_PROCESSOR');
export const ComplianceOfficer = story('COMPLIANCE_OFFICER');
/** YES opens the comment dialog; closing it without a comment sets the answer back to NO with the seed notice. */
export const YesNeedsAComment: Story = {
  ...story('DATA_CONTROLLER'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const group = await c.findByRole('radiogroup', { name: 'Found sanctions' });
    await userEvent.click(within(group).getByText('YES'));
  },
};
