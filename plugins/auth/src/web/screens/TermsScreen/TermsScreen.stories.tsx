import type { Meta, StoryObj } from '@storybook/react-vite';

import { AuthStory } from '../../stories/AuthStory.tsx';
import TermsScreen from './TermsScreen.tsx';

const meta = {
  title: 'Auth/Screens/TermsScreen',
  component: TermsScreen,
  parameters: { route: '/terms-and-conditions' },
} satisfies Meta<typeof TermsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  render: () => (
    <AuthStory path="/terms-and-conditions">
      <TermsScreen />
    </AuthStory>
  ),
};

export const NotPublished: Story = {
  render: () => (
    <AuthStory state={{ terms: null }} path="/terms-and-conditions">
      <TermsScreen />
    </AuthStory>
  ),
};
