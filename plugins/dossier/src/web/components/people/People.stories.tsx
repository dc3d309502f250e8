import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@mantine/core';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { CORPORATE_ID, peopleState } from '../../stories/people-story.tsx';
import { AddDialog } from './AddDialog.tsx';
import { CollapsibleSection } from './CollapsibleSection.tsx';
import { SharesProgress } from './ShareholderSection.tsx';

const meta = { title: 'Dossier/Components/People', component: CollapsibleSection } satisfies Meta<
  typeof CollapsibleSection
>;
/** Stories without their own wrapper render inside the app's providers (Mantine, router, fake transport). */
const inApp: Story['decorators'] = [
  (Story) => (
    <DossierStory>
      <Story />
    </DossierStory>
  ),
];
export default meta;
type Story = StoryObj<typeof meta>;

const shareholders = peopleState().objects.filter((o) => o.company_id === CORPORATE_ID);

export const Section: Story = {
  args: {
    id: 'story-section',
    title: 'Parent Holdings Ltd',
    children: <Text>Body of a collapsible section; its state is kept in local storage.</Text>,
  },
  decorators: inApp,
};
export const SectionHighlighted: Story = {
  args: { ...Section.args!, id: 'story-section-2', highlighted: true, pendingCreation: true } as never,
  decorators: inApp,
};

export const Shares: Story = {
  args: Section.args as never,
  render: () => (
    <Stack w={480}>
      <SharesProgress shareholders={shareholders} parentId={null} />
      <SharesProgress shareholders={[]} parentId={null} />
    </Stack>
  ),
  decorators: inApp,
};

const dialog = (kind: 'Shareholder' | 'UBO' | 'Managing Director' | 'Official') => () => (
  <DossierStory state={peopleState()} permissions={['create_ubo_section_general']}>
    <AddDialog
      companyId={CORPORATE_ID}
      request={{ kind, parentId: null, remaining: 15 }}
      onClose={() => undefined}
      onAdded={() => undefined}
    />
  </DossierStory>
);
export const AddShareholderDialog: Story = { args: Section.args as never, render: dialog('Shareholder') };
export const AddUboDialog: Story = { args: Section.args as never, render: dialog('UBO') };
export const AddManagingDirectorDialog: Story = { args: Section.args as never, render: dialog('Managing Director') };
export const AddOfficialDialog: Story = { args: Section.args as never, render: dialog('Official') };
