import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReviewAction } from '@app/plugin-workflow/shared';
import { DdStory } from '../../stories/DdStory.tsx';
import { DdElementReviewView, DdRecordReviewView } from './DdReviewViews.tsx';

const meta = { title: 'Due Diligence/Review views', component: DdElementReviewView } satisfies Meta<
  typeof DdElementReviewView
>;
export default meta;
type Story = StoryObj<typeof meta>;

const base = {
  _id: 'c1',
  datetime: '2026-11-20T10:00:00.000Z',
  user_name: 'alice',
  created_by: 'u1',
  handled_at: null,
  handled_by_name: null,
  actionTaken: null,
  status: 'pending',
  object_id: 'e1',
  fileInfo: null,
  reject_reason: null,
  company_id: '6740a1b2c3d4e5f6a7b8c900',
  company_name: 'Acme Holding BV',
  view: 'forConfirmation',
  is_read: false,
  version: 1,
  due_diligence_record: '6740a1b2c3d4e5f6a7b8c9d0',
} as unknown as ReviewAction;
const element = {
  ...base,
  objectType: 'due_diligence_element',
  actionType: 'change',
  sourceObjectState: JSON.stringify({
    type: 'director',
    is_relevant: 'YES',
    full_name: 'Eva Smit',
    date_of_birth: '1980-04-02',
  }),
  fields: JSON.stringify({ full_name: { current: 'Eva Smit', new: 'Eva Smit-Jansen' } }),
} as ReviewAction;
export const ElementChange: Story = {
  args: { action: element, view: 'forConfirmation' },
  render: (a) => (
    <DdStory>
      <DdElementReviewView {...a} />
    </DdStory>
  ),
};
export const ElementRemoval: Story = {
  args: { action: { ...element, actionType: 'remove', fields: '{}' } as ReviewAction, view: 'forHistory' },
  render: (a) => (
    <DdStory>
      <DdElementReviewView {...a} />
    </DdStory>
  ),
};
export const ElementNotFound: Story = {
  args: { action: { ...element, sourceObjectState: null, fields: '{}' } as ReviewAction, view: 'forConfirmation' },
  render: (a) => (
    <DdStory>
      <DdElementReviewView {...a} />
    </DdStory>
  ),
};
export const RecordChange: Story = {
  args: {
    action: {
      ...base,
      objectType: 'due_diligence_record',
      actionType: 'change',
      sourceObjectState: JSON.stringify({ peps_present: 'NO', position: 'Director' }),
      fields: JSON.stringify({ position: { current: 'Director', new: 'Chair' } }),
    } as ReviewAction,
    view: 'forConfirmation',
  },
  render: (a) => (
    <DdStory>
      <DdRecordReviewView {...a} />
    </DdStory>
  ),
};
