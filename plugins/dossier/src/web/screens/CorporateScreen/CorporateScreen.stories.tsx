import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { filesStoryState } from '../../../testing/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import CorporateScreen from './CorporateScreen.tsx';

const meta = {
  title: 'Dossier/Screens/CorporateScreen',
  component: CorporateScreen,
  parameters: { route: '/:companyId/corporate' },
} satisfies Meta<typeof CorporateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const company = '000000000000000000000001';
const GENERAL = [
  'view_general_section',
  'upload_general_section',
  'delete_general_section',
  'donwload_general_section',
  'view_listing_service',
  'update_listing_service',
  'view_audit_section_comment',
];

export const Documents: Story = {
  render: () => (
    <DossierStory
      state={filesStoryState()}
      permissions={GENERAL}
      path="/:companyId/corporate"
      initialPath={`/${company}/corporate`}
    >
      <CorporateScreen />
    </DossierStory>
  ),
};
export const ViewOnly: Story = {
  render: () => (
    <DossierStory
      state={filesStoryState()}
      canEdit={false}
      permissions={['view_general_section', 'view_listing_service']}
      path="/:companyId/corporate"
      initialPath={`/${company}/corporate`}
    >
      <CorporateScreen />
    </DossierStory>
  ),
};
export const Snapshot: Story = {
  render: () => (
    <DossierStory
      state={filesStoryState()}
      permissions={GENERAL}
      path="/:companyId/corporate"
      initialPath={`/${company}/corporate?snapshot=5`}
    >
      <CorporateScreen />
    </DossierStory>
  ),
};
export const SeeMore: Story = {
  ...Documents,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'See more about Articles of Incorporation' }));
  },
};
export const AddBankDocument: Story = {
  ...Documents,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add Bank Document' }));
  },
};
