import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@app/core/client';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { opsStoryState, STORY_CORPORATE } from '../../components/ops/ops-story-state.ts';
import SubsidiaryScreen from './SubsidiaryScreen.tsx';

const meta = {
  title: 'Dossier/Screens/SubsidiaryScreen',
  component: SubsidiaryScreen,
  parameters: { route: '/:companyId/subsidiary' },
} satisfies Meta<typeof SubsidiaryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ALL = ['view_subsidiary', 'create_subsidiary', 'update_subsidiary', 'delete_subsidiary'];
const path = '/:companyId/subsidiary';
const at = `/${STORY_CORPORATE}/subsidiary`;

export const List: Story = {
  render: () => (
    <DossierStory state={opsStoryState()} path={path} initialPath={at} permissions={ALL}>
      <SubsidiaryScreen />
    </DossierStory>
  ),
};
export const Empty: Story = {
  render: () => (
    <DossierStory state={opsStoryState({ empty: true })} path={path} initialPath={at} permissions={ALL}>
      <SubsidiaryScreen />
    </DossierStory>
  ),
};
export const ViewOnly: Story = {
  render: () => (
    <DossierStory state={opsStoryState()} path={path} initialPath={at} permissions={['view_subsidiary']}>
      <SubsidiaryScreen />
    </DossierStory>
  ),
};
export const SnapshotView: Story = {
  render: () => (
    <DossierStory
      state={opsStoryState()}
      path={path}
      initialPath={`${at}?snapshot=abcdefabcdefabcdefabcdef`}
      permissions={ALL}
    >
      <SubsidiaryScreen />
    </DossierStory>
  ),
};
export const ListFails: Story = {
  render: () => (
    <DossierStory
      state={opsStoryState()}
      path={path}
      initialPath={at}
      permissions={ALL}
      handlers={{
        listSubsidiaries: () => {
          throw new ApiError(500, { message: 'Internal error' });
        },
      }}
    >
      <SubsidiaryScreen />
    </DossierStory>
  ),
};

export const AddPopup: Story = {
  ...List,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add Subsidiary' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Add' }));
    await expect(await body.findByText('Subsidiary name is required')).toBeTruthy();
  },
};

export const Details: Story = {
  ...List,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Details of Atlantic Gaming Services BV' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Audited by KPMG')).toBeTruthy();
  },
};
