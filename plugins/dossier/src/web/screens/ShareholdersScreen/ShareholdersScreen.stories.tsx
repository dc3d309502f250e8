import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { CORPORATE_ID, EMPTY_ID, PEOPLE_PERMISSIONS, peopleState, VIEW_ONLY } from '../../stories/people-story.tsx';
import ShareholdersScreen from './ShareholdersScreen.tsx';

const meta = { title: 'Dossier/Screens/ShareholdersScreen', component: ShareholdersScreen } satisfies Meta<
  typeof ShareholdersScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/:companyId/shareholders';
const render =
  (initialPath: string, permissions = PEOPLE_PERMISSIONS) =>
  () => (
    <DossierStory state={peopleState()} path={path} initialPath={initialPath} permissions={permissions}>
      <ShareholdersScreen />
    </DossierStory>
  );

/** A corporate shareholder (60%) with a person below it, a pending individual (25%), a UBO: 85% of Shares Reported, 15% remaining. */
export const Chain: Story = { render: render(`/${CORPORATE_ID}/shareholders`) };
export const Empty: Story = { render: render(`/${EMPTY_ID}/shareholders`) };
/** View permission only: no add, edit or delete. */
export const ReadOnly: Story = { render: render(`/${CORPORATE_ID}/shareholders`, VIEW_ONLY) };
export const SnapshotView: Story = {
  render: render(`/${CORPORATE_ID}/shareholders?snapshot=000000000000000000000abc`),
};
/** `?highlight=` scrolls to the element and marks it. */
export const Highlighted: Story = {
  render: render(`/${CORPORATE_ID}/shareholders?highlight=${CORPORATE_ID.slice(-4)}ffffffffffff00000003`),
};

export const AddShareholderRules: Story = {
  render: render(`/${CORPORATE_ID}/shareholders`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add Shareholder' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add new Shareholder' }));
    await expect(dialog.getByText('15% remaining')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Percentage of shares held/), '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Shareholder' }));
    await expect(await dialog.findByText('Percentage of shares held must be less than 15%')).toBeInTheDocument();
    await expect(dialog.getByText('Shareholder type is required')).toBeInTheDocument();
  },
};

export const EditAndSave: Story = {
  render: render(`/${CORPORATE_ID}/shareholders`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [tin] = await page.findAllByLabelText('TIN');
    await userEvent.clear(tin!);
    await userEvent.type(tin!, '12345');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('TIN should be exactly 10 digits')).toBeInTheDocument();
  },
};

/** An expiry date in the past is refused as it is typed [001:350]; Save waits until it is corrected. Untouched empty fields stay unmarked. */
export const ExpiryInThePast: Story = {
  render: render(`/${CORPORATE_ID}/shareholders`),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [expiry] = await page.findAllByLabelText('Date Expiry');
    await userEvent.clear(expiry!);
    await userEvent.type(expiry!, '2020-01-01');
    await expect(await page.findByText('Date Expiry cannot be in the past')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
