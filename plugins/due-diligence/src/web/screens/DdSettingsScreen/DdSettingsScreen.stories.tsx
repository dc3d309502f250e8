import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DdStory } from '../../stories/DdStory.tsx';
import DdSettingsScreen from './DdSettingsScreen.tsx';

const meta = { title: 'Due Diligence/Screens/DdSettingsScreen', component: DdSettingsScreen } satisfies Meta<
  typeof DdSettingsScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const P = '/due-diligence/settings';
const settings = { link_days: 30, cors_origins: ['https://partner-bank.example', 'http://localhost:8080'] };
/** An administrator edits the partner sites that may embed the widget. */
export const Administrator: Story = {
  render: () => (
    <DdStory path={P} administrator state={{ settings }}>
      <DdSettingsScreen />
    </DdStory>
  ),
};
/** A path is no origin: the row says why and what to write instead, before anything is sent. */
export const InvalidOrigin: Story = {
  render: () => (
    <DdStory path={P} administrator state={{ settings }}>
      <DdSettingsScreen />
    </DdStory>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Add origin' }));
    await userEvent.type(screen.getByLabelText('Allowed origin 3'), 'https://partner.example/onboarding');
    await userEvent.tab();
    await expect(
      await screen.findByText(
        'https://partner.example/onboarding: an origin has no path, query or fragment; use https://partner.example',
      ),
    ).toBeVisible();
  },
};
export const NoOriginsYet: Story = {
  render: () => (
    <DdStory path={P} administrator state={{ settings: { link_days: 30, cors_origins: [] } }}>
      <DdSettingsScreen />
    </DdStory>
  ),
};
/** Other roles read the list; only an administrator changes it. */
export const ReadOnlyForOthers: Story = {
  render: () => (
    <DdStory path={P} state={{ settings }}>
      <DdSettingsScreen />
    </DdStory>
  ),
};
