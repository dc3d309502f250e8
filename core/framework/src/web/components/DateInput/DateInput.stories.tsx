import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { DateInput } from './DateInput.tsx';
import { formatDate } from './dates.ts';

function Field({ initial = '', inDialog = false, error }: { initial?: string; inDialog?: boolean; error?: string }) {
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(true);
  const field = (
    <Stack gap="xs">
      <DateInput label="Date of Birth" value={value} onChange={setValue} maxDate={new Date()} error={error} />
      <Text size="sm" data-testid="wire">
        Sent as: {value || '(none)'} · shown as {formatDate(value)}
      </Text>
    </Stack>
  );
  if (!inDialog) return field;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="A dialog with a date"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {field}
      </Modal>
    </>
  );
}

const meta: Meta<typeof Field> = {
  title: 'Core/DateInput',
  component: Field,
  render: (args) => (
    <StoryProviders>
      <Field {...args} />
    </StoryProviders>
  ),
};
export default meta;
type Story = StoryObj<typeof Field>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: '1978-04-28' } };
export const WithError: Story = { args: { error: 'Date of birth is required' } };

/** Inside a dialog: Escape closes the picker, the dialog stays (played in Screening/ScreeningRequestModal). */
export const InADialog: Story = { args: { inDialog: true, initial: '1978-04-28' } };
