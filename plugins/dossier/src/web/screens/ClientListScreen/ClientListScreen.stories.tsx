import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { userEvent, within } from 'storybook/test';
import { portfolioStoryState } from '../../../testing/index.ts';
import { localDay } from '../../components/ReviewPortfolio/ReviewPortfolio.tsx';
import { DossierStory } from '../../stories/DossierStory.tsx';
import ClientListScreen from './ClientListScreen.tsx';

const meta = {
  title: 'Dossier/Screens/ClientListScreen',
  component: ClientListScreen,
  parameters: { route: '/' },
} satisfies Meta<typeof ClientListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Corporate: Story = {
  render: () => (
    <DossierStory path="/">
      <ClientListScreen />
    </DossierStory>
  ),
};

export const AccountHolders: Story = {
  ...Corporate,
  play: async ({ canvasElement }) => userEvent.click(await within(canvasElement).findByText('Account Holders')),
};

export const AddNewClientValidation: Story = {
  ...Corporate,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add New Client' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Add Client' }));
  },
};

export const Empty: Story = {
  render: () => (
    <DossierStory path="/" state={{ companies: [], objects: [] }}>
      <ClientListScreen />
    </DossierStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <DossierStory
      path="/"
      handlers={{
        listCompanies: () => {
          throw new ApiError(500, { message: 'Internal error' });
        },
      }}
    >
      <ClientListScreen />
    </DossierStory>
  ),
};

/** Opened from the Home portfolio (ADR 0071): the address carries the bucket's review dates and the risk level. */
export const FilteredFromPortfolio: Story = {
  render: () => {
    const today = localDay();
    const state = portfolioStoryState(today);
    return (
      <DossierStory path="/" initialPath={`/?review_end_date=${today}&risk_level=high`} state={state}>
        <ClientListScreen />
      </DossierStory>
    );
  },
};
