import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyFiuUser } from '../../../testing/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import UserInfoScreen from './UserInfoScreen.tsx';

const meta = { title: 'FIU/Screens/UserInfoScreen', component: UserInfoScreen } satisfies Meta<typeof UserInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  render: () => (
    <FiuStory path="/fiu/user-info">
      <UserInfoScreen />
    </FiuStory>
  ),
};
/** A new user: empty form and the verify-e-mail banner. */
export const EmptyUnverified: Story = {
  render: () => (
    <FiuStory path="/fiu/user-info" state={{ userInfo: emptyFiuUser() }}>
      <UserInfoScreen />
    </FiuStory>
  ),
};
