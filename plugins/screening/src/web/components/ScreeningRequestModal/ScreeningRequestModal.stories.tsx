import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
  args: {
    initialValues: { firstname: 'Nicolas', surname: 'Maduro', dob: '1962-11-23', nationality: 'VE' },
    submitting: true,
  },
};

export const ServerFieldErrors: Story = {
  args: {
    initialValues: { firstname: 'Nicolas', surname: 'Maduro', dob: '1962-11-23', nationality: 'VE' },
    serverErrors: { nationality: 'Unknown nationality' },
  },
};

/** A date typed DD/MM/YYYY is taken as typed; Escape closes the picker, the dialog stays open. */
export const TypedDateAndEscape: Story = {
  play: async () => {
    const body = within(document.body);
    const dob = await body.findByRole('textbox', { name: /Date of Birth/ });
    await userEvent.click(dob);
    await userEvent.type(dob, '28/04/1978');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Create New Sanction Screening Request' })).toBeInTheDocument();
    await expect(dob).toHaveValue('28/04/1978');
  },
};
