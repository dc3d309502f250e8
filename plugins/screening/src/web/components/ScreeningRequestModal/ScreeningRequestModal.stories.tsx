import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ScreeningRequestModal } from './ScreeningRequestModal.tsx';

const meta = {
  title: 'Screening/Components/ScreeningRequestModal',
  component: ScreeningRequestModal,
  args: { opened: true, onClose: () => {}, onSubmit: () => {} },
  render: (args) => (
    <ScreeningStory>
      <ScreeningRequestModal {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof ScreeningRequestModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 'Make Request' on an empty form: the seed's messages under each field. */
export const ValidationMessages: Story = {
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Make Request' }));
  },
};

export const Filled: Story = {
  args: { initialValues: { firstname: 'Nicolas', surname: 'Maduro', dob: '1962-11-23', nationality: 'VE' } },
};

export const Submitting: Story = {
  args: { initialValues: { firstname: 'Nicolas', surname: 'Maduro', dob: '1962-11-23', nationality: 'VE' }, submitting: true },
};

export const ServerFieldErrors: Story = {
  args: { initialValues: { firstname: 'Nicolas', surname: 'Maduro', dob: '1962-11-23', nationality: 'VE' }, serverErrors: { nationality: 'Unknown nationality' } },
};
