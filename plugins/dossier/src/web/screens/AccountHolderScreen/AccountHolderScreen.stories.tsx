import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dossierFakeState } from '../../../testing/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { HOLDER_ID, PEOPLE_PERMISSIONS, peopleState } from '../../stories/people-story.tsx';
import AccountHolderScreen from './AccountHolderScreen.tsx';

const meta = { title: 'Dossier/Screens/AccountHolderScreen', component: AccountHolderScreen } satisfies Meta<
  typeof AccountHolderScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/:companyId/account-holder';

/** The account holder's shareholders and UBOs; UBO delete is hidden for account holders. */
export const WithStructure: Story = {
  render: () => (
    <DossierStory
      state={peopleState()}
      path={path}
      initialPath={`/${HOLDER_ID}/account-holder`}
      permissions={PEOPLE_PERMISSIONS}
    >
      <AccountHolderScreen />
    </DossierStory>
  ),
};

/** No person section yet: 'Add Account Holder' opens the dialog prefilled with the client's names. */
export const AddAccountHolder: Story = {
  render: () => (
    <DossierStory
      state={dossierFakeState()}
      path={path}
      initialPath={`/${HOLDER_ID}/account-holder`}
      permissions={PEOPLE_PERMISSIONS}
    >
      <AccountHolderScreen />
    </DossierStory>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add Account Holder' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add new Account Holder' }));
    await expect(dialog.getByLabelText(/First name/)).toHaveValue('Maria');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Account Holder' }));
    await expect(await page.findByText('Account Holder added successfully')).toBeInTheDocument();
  },
};
