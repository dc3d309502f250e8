import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { addFakeRevision, dossierFakeState, fourLevelStructure } from '../../../testing/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { incompleteDashboardWarning } from '../../../shared/index.ts';
import DashboardScreen from './DashboardScreen.tsx';

const meta = {
  title: 'Dossier/Screens/DashboardScreen',
  component: DashboardScreen,
  parameters: { route: '/:companyId' },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const corporate = '000000000000000000000002';
const holder = '000000000000000000000009';

export const Corporate: Story = {
  render: () => (
    <DossierStory path="/:companyId" initialPath={`/${corporate}`}>
      <DashboardScreen />
    </DossierStory>
  ),
};
export const AccountHolder: Story = {
  render: () => (
    <DossierStory path="/:companyId" initialPath={`/${holder}`}>
      <DashboardScreen />
    </DossierStory>
  ),
};
export const ReadOnly: Story = {
  render: () => (
    <DossierStory path="/:companyId" initialPath={`/${corporate}`} canEdit={false}>
      <DashboardScreen />
    </DossierStory>
  ),
};

export const PendingAfterSave: Story = {
  ...Corporate,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const activity = await c.findByLabelText('Activity');
    await userEvent.type(activity, 'Shipping agency');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
  },
};

export const NotFound: Story = {
  render: () => (
    <DossierStory path="/:companyId" initialPath="/ffffffffffffffffffffffff">
      <DashboardScreen />
    </DossierStory>
  ),
};

/** Viewing a document revision (`?snapshot=`): the revision's values, every input and Save disabled. */
export const SnapshotView: Story = {
  render: () => {
    const state = dossierFakeState();
    addFakeRevision(
      state,
      corporate,
      { _id: 'a00000000000000000000001', label: '2025 annual review' },
      { risk_level: 'medium', activity: 'Holding (as of the revision)' },
    );
    return (
      <DossierStory
        state={state}
        path="/:companyId"
        initialPath={`/${corporate}?snapshot=a00000000000000000000001`}
        permissions={['view_document_history']}
      >
        <DashboardScreen />
      </DossierStory>
    );
  },
};

/** A dashboard with a four-level shareholder chain: donuts per section, the UBO warning and the chart button (view_chart). */
export const WithStructure: Story = {
  render: () => {
    const state = dossierFakeState();
    state.objects.push(...fourLevelStructure(corporate).objects);
    return (
      <DossierStory path="/:companyId" initialPath={`/${corporate}`} state={state} permissions={['view_chart']}>
        <DashboardScreen />
      </DossierStory>
    );
  },
};

/** A value typed and not yet saved is not red; only a wrong one is (a year out of range). */
export const TypedNotSaved: Story = {
  ...Corporate,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText('Activity'), 'Shipping agency');
    await userEvent.type(c.getByLabelText('Current fiscal year'), '1850');
  },
};

/** Values awaiting approval: the notice names them as awaiting approval, not as missing. */
export const AwaitingApproval: Story = {
  render: () => {
    const state = dossierFakeState();
    const company = state.companies.find((x) => x._id === corporate)!;
    company.risk_level = { value: null, new_value: 'high' };
    company.completeness = {
      complete: false,
      missing: ['date_final_compliance_review'],
      pending: ['risk_level'],
      warning: incompleteDashboardWarning(['date_final_compliance_review'], ['risk_level']),
    };
    return (
      <DossierStory state={state} path="/:companyId" initialPath={`/${corporate}`}>
        <DashboardScreen />
      </DossierStory>
    );
  },
};
