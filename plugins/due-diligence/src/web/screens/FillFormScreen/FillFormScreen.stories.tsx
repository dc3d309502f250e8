import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DdStory } from '../../stories/DdStory.tsx';
import FillFormScreen from './FillFormScreen.tsx';
import { buildInfo } from '../../../testing/index.ts';

const meta = { title: 'Due Diligence/Screens/FillFormScreen', component: FillFormScreen } satisfies Meta<
  typeof FillFormScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const P = '/fill-due-diligence/';
const at = '/fill-due-diligence/?token=formtoken';
export const Draft: Story = {
  render: () => (
    <DdStory
      signedIn={false}
      path={P}
      initialPath={at}
      state={{ info: buildInfo({ record: { peps_present: 'YES', compliance_officer_present: 'YES' } }) }}
    >
      <FillFormScreen />
    </DdStory>
  ),
};
export const Submitted: Story = {
  render: () => (
    <DdStory
      signedIn={false}
      path={P}
      initialPath={at}
      state={{ info: buildInfo({ record: { status: 'submitted' } }) }}
    >
      <FillFormScreen />
    </DdStory>
  ),
};
export const ExpiredLink: Story = {
  render: () => (
    <DdStory
      signedIn={false}
      path={P}
      initialPath={at}
      state={{
        tokenProblem: {
          status: 410,
          message: 'This link has expired. Please ask your contact for a new link.',
          reason: 'expired',
        },
      }}
    >
      <FillFormScreen />
    </DdStory>
  ),
};
export const RevokedLink: Story = {
  render: () => (
    <DdStory
      signedIn={false}
      path={P}
      initialPath={at}
      state={{
        tokenProblem: {
          status: 410,
          message: 'This link has been revoked. Please ask your contact for a new link.',
          reason: 'revoked',
        },
      }}
    >
      <FillFormScreen />
    </DdStory>
  ),
};
export const NoToken: Story = {
  render: () => (
    <DdStory signedIn={false} path={P} initialPath="/fill-due-diligence/">
      <FillFormScreen />
    </DdStory>
  ),
};
/** Fields are marked as the client goes: leaving an empty required field or typing an invalid value, not fifteen errors at submit. */
export const MarksFieldsAsYouGo: Story = {
  render: () => (
    <DdStory
      signedIn={false}
      path={P}
      initialPath={at}
      state={{ info: buildInfo({ record: { compliance_officer_present: 'YES' } }) }}
    >
      <FillFormScreen />
    </DdStory>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const position = await screen.findByLabelText('Position');
    await userEvent.click(position);
    await userEvent.tab();
    await expect(await screen.findByText('This field is required')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Compliance Officer Email'), 'mara@');
    await expect(await screen.findByText('Please provide a valid email')).toBeVisible();
    await expect(screen.getAllByText('This field is required')).toHaveLength(1);
  },
};
