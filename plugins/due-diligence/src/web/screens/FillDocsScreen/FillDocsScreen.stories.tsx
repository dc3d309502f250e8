import type { Meta, StoryObj } from '@storybook/react-vite';
import { DdStory } from '../../stories/DdStory.tsx';
import FillDocsScreen from './FillDocsScreen.tsx';
import { buildInfo } from '../../../testing/index.ts';

const meta = { title: 'Due Diligence/Screens/FillDocsScreen', component: FillDocsScreen } satisfies Meta<
  typeof FillDocsScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const P = '/fill-due-diligence-docs/';
const at = '/fill-due-diligence-docs/?token=docstoken';
export const Documents: Story = {
  render: () => (
    <DdStory signedIn={false} path={P} initialPath={at} state={{ info: buildInfo({ link: 'documents' }) }}>
      <FillDocsScreen />
    </DdStory>
  ),
};
export const ApprovedNoUpload: Story = {
  render: () => (
    <DdStory
      signedIn={false}
      path={P}
      initialPath={at}
      state={{ info: buildInfo({ link: 'documents', record: { status: 'approved' } }) }}
    >
      <FillDocsScreen />
    </DdStory>
  ),
};
