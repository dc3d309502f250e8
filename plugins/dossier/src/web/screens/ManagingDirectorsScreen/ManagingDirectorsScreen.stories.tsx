import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { CORPORATE_ID, EMPTY_ID, PEOPLE_PERMISSIONS, peopleState, VIEW_ONLY } from '../../stories/people-story.tsx';
import ManagingDirectorsScreen from './ManagingDirectorsScreen.tsx';

const meta = { title: 'Dossier/Screens/ManagingDirectorsScreen', component: ManagingDirectorsScreen } satisfies Meta<
  typeof ManagingDirectorsScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/:companyId/managing-directors';
const render =
  (initialPath: string, permissions = PEOPLE_PERMISSIONS) =>
  () => (
    <DossierStory state={peopleState()} path={path} initialPath={initialPath} permissions={permissions}>
      <ManagingDirectorsScreen />
    </DossierStory>
  );

/** An Individual director and a non-resident, unsupervised legal-entity director with an official and an owner above 10%. */
export const Directors: Story = { render: render(`/${CORPORATE_ID}/managing-directors`) };
export const Missing: Story = { render: render(`/${EMPTY_ID}/managing-directors`) };
export const ReadOnly: Story = { render: render(`/${CORPORATE_ID}/managing-directors`, VIEW_ONLY) };

export const AddManagingDirector: Story = {
  render: render(`/${EMPTY_ID}/managing-directors`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add Managing Director' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add new Managing Director' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Managing Director' }));
    await expect(await dialog.findByText('Location type is required')).toBeInTheDocument();
    await expect(dialog.getByText('Director type is required')).toBeInTheDocument();
  },
};
