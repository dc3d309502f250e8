import type { Meta, StoryObj } from '@storybook/react-vite';

import { AuthStory } from '../../stories/AuthStory.tsx';
import ContactScreen from './ContactScreen.tsx';

const meta = {
  title: 'Auth/Screens/ContactScreen',
  component: ContactScreen,
  parameters: { route: '/contact' },
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/contact">
      <ContactScreen />
    </AuthStory>
  ),
};
