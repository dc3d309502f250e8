import type { Meta, StoryObj } from '@storybook/react-vite';
import { FiuStory } from '../../stories/FiuStory.tsx';
import SavedInfoScreen from './SavedInfoScreen.tsx';

const meta = { title: 'FIU/Screens/SavedInfoScreen', component: SavedInfoScreen } satisfies Meta<typeof SavedInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RowsWithErrors: Story = { render: () => <FiuStory path="/fiu/saved-info"><SavedInfoScreen /></FiuStory> };
export const NothingHereYet: Story = { render: () => <FiuStory path="/fiu/saved-info" state={{ saved: [] }}><SavedInfoScreen /></FiuStory> };
