import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { userEvent, within } from 'storybook/test';
import { screeningIdBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import SanctionScreeningListScreen from './SanctionScreeningListScreen.tsx';

const meta = {
  title: 'Screening/Screens/SanctionScreeningListScreen',
  component: SanctionScreeningListScreen,
  parameters: { route: '/sanction-screening-lookups' },
} satisfies Meta<typeof SanctionScreeningListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  render: () => (
    <ScreeningStory path="/sanction-screening-lookups">
      <SanctionScreeningListScreen />
    </ScreeningStory>
  ),
};

/** Per company: only that company's screenings (none yet); new requests carry the company id. */
export const PerCompany: Story = {
  render: () => (
    <ScreeningStory
      path="/:companyId/sanction-screening-lookups"
      initialPath={`/${screeningIdBuilder(900)}/sanction-screening-lookups`}
    >
      <SanctionScreeningListScreen />
    </ScreeningStory>
  ),
};

export const CreateRequestForm: Story = {
  ...History,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New Sanction Screening' }));
  },
};

/** Filling the request: names and nationality typed in; pick the date of birth to 'Make Request' (surname "Maduro" gives three hits). */
export const FillingTheRequest: Story = {
  render: () => (
    <ScreeningStory path="/sanction-screening-lookups" delay={800}>
      <SanctionScreeningListScreen />
    </ScreeningStory>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New Sanction Screening' }));
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText(/First Name/), 'Nicolas');
    await userEvent.type(body.getByLabelText(/Surname/), 'Maduro');
    const nationality = body.getAllByLabelText(/Nationality/).find((el) => el.tagName === 'INPUT');
    if (nationality) await userEvent.type(nationality, 'Venez');
    await userEvent.click(await body.findByRole('option', { name: 'Venezuela' }));
  },
};

export const RequestFails: Story = {
  render: () => (
    <ScreeningStory
      path="/sanction-screening-lookups"
      handlers={{
        sanctionScreening: () => {
          throw new ApiError(500, { message: '' });
        },
      }}
    >
      <SanctionScreeningListScreen />
    </ScreeningStory>
  ),
};

export const Empty: Story = {
  render: () => (
    <ScreeningStory path="/sanction-screening-lookups" state={{ screenings: [] }}>
      <SanctionScreeningListScreen />
    </ScreeningStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <ScreeningStory
      path="/sanction-screening-lookups"
      handlers={{
        listScreenings: () => {
          throw new ApiError(500, { message: 'Internal error' });
        },
      }}
    >
      <SanctionScreeningListScreen />
    </ScreeningStory>
  ),
};

/** The whole organisation's history narrowed to one client (Client and Assignee filters, from the URL). */
export const FilteredByClient: Story = {
  render: () => (
    <ScreeningStory
      path="/sanction-screening-lookups"
      initialPath="/sanction-screening-lookups?client=a000000000000000000000c1"
    >
      <SanctionScreeningListScreen />
    </ScreeningStory>
  ),
};
