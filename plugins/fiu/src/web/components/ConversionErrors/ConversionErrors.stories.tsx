import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { manyConversionErrors } from '../../../testing/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import { ConversionErrors } from './ConversionErrors.tsx';

const meta = {
  title: 'FIU/Components/ConversionErrors',
  component: ConversionErrors,
} satisfies Meta<typeof ConversionErrors>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileId = '000000000000000000000001';
const fakeDownload = async () => 'bank-export-ksh-errors.csv';

/** One error of a small export. */
export const FewErrors: Story = {
  args: { fileId },
  render: (args) => (
    <FiuStory>
      <ConversionErrors {...args} download={fakeDownload} />
    </FiuStory>
  ),
};

/** A 2,000-row export with 2,200 errors: 50 a page, every page reachable, counts per kind. */
export const ManyErrors: Story = {
  args: { fileId },
  render: (args) => (
    <FiuStory state={{ conversionErrors: manyConversionErrors(2000) }}>
      <ConversionErrors {...args} download={fakeDownload} />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Errors 1–50 of 2,200')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '44' }));
    await expect(await canvas.findByText('Errors 2,151–2,200 of 2,200')).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '2001' })).toBeInTheDocument();
  },
};

/** Filtered to one kind: the 200 negative amounts of the same export. */
export const OneKind: Story = {
  args: { fileId },
  render: (args) => (
    <FiuStory state={{ conversionErrors: manyConversionErrors(2000) }}>
      <ConversionErrors {...args} download={fakeDownload} />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Errors 1–50 of 2,200');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Error kind' }));
    await userEvent.click(await body.findByRole('option', { name: 'Invalid amount (200)' }));
    await expect(await canvas.findByText('Errors 1–50 of 200 (Invalid amount)')).toBeInTheDocument();
  },
};
