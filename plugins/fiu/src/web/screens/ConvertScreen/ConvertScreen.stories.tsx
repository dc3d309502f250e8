import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyFiuUser } from '../../../testing/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import ConvertScreen from './ConvertScreen.tsx';

const meta = { title: 'FIU/Screens/ConvertScreen', component: ConvertScreen } satisfies Meta<typeof ConvertScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  render: () => (
    <FiuStory path="/fiu/convert">
      <ConvertScreen />
    </FiuStory>
  ),
};
export const UserInfoMissing: Story = {
  render: () => (
    <FiuStory path="/fiu/convert" state={{ userInfo: emptyFiuUser() }}>
      <ConvertScreen />
    </FiuStory>
  ),
};
