import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@mantine/core';
import {
  screeningResponseBuilder,
  screeningResultBuilder,
  singleResultResponseBuilder,
  zeroResultResponseBuilder,
} from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ScreeningResultView } from './ScreeningResultView.tsx';

const meta = {
  title: 'Screening/Components/ScreeningResultView',
  component: ScreeningResultView,
} satisfies Meta<typeof ScreeningResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

const inline = (response: Parameters<typeof ScreeningResultView>[0]['response']) => (
  <ScreeningStory>
    <Box p="md">
      <ScreeningResultView response={response} />
    </Box>
  </ScreeningStory>
);

/** Three hits: none can be chosen until 'I understand' is ticked. */
export const SeveralResults: Story = {
  args: { response: screeningResponseBuilder() },
  render: (args) => inline(args.response),
};

/** After 'I understand', the first and then the second match were viewed (first one marked visited). */
export const SeveralResultsBrowsed: Story = {
  args: { response: screeningResponseBuilder() },
  render: (args) => inline(args.response),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Nicolas MADURO MOROS/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I understand' }));
    await userEvent.click(canvas.getByRole('button', { name: /Nicolas MADURO MOROS/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Nicolas Ernesto MADURO GUERRA/ }));
  },
};

export const OneResult: Story = {
  args: { response: singleResultResponseBuilder() },
  render: (args) => inline(args.response),
};

export const OneResultAlreadyDecided: Story = {
  args: {
    response: singleResultResponseBuilder({
      result: [
        screeningResultBuilder({
          decision: {
            decision: 'true_match',
            comment: 'Same person: date of birth, nationality and ID number match.',
            decided_at: '2024-05-02T10:00:00.000Z',
          },
        }),
      ],
    }),
  },
  render: (args) => inline(args.response),
};

export const ZeroResults: Story = {
  args: { response: zeroResultResponseBuilder() },
  render: (args) => inline(args.response),
};

export const FetchError: Story = {
  args: {
    response: {
      ...zeroResultResponseBuilder(),
      result: undefined as never,
      message: 'The screening service did not answer',
    },
  },
  render: (args) => inline(args.response),
};

/** Popup mode: close cross and 'Save as PDF' (then the saved dialog with a link to the PDF). */
export const Popup: Story = {
  args: { response: singleResultResponseBuilder(), mode: 'popup' },
  render: (args) => (
    <ScreeningStory>
      <ScreeningResultView response={args.response} mode="popup" opened onClose={() => {}} />
    </ScreeningStory>
  ),
};

export const PopupSaved: Story = {
  ...Popup,
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Save as PDF' }));
    await body.findByText('Document Successfuly Saved');
  },
};

export const PopupSaveFails: Story = {
  args: { response: singleResultResponseBuilder(), mode: 'popup' },
  render: (args) => (
    <ScreeningStory
      handlers={{
        saveSanctionAsPdf: () => {
          throw new ApiError(500, { message: '' });
        },
      }}
    >
      <ScreeningResultView response={args.response} mode="popup" opened onClose={() => {}} />
    </ScreeningStory>
  ),
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Save as PDF' }));
  },
};

export const PopupSeveralResults: Story = {
  args: { response: screeningResponseBuilder(), mode: 'popup' },
  render: (args) => (
    <ScreeningStory>
      <ScreeningResultView response={args.response} mode="popup" opened onClose={() => {}} />
    </ScreeningStory>
  ),
};

export const PopupZeroResults: Story = {
  args: { response: zeroResultResponseBuilder(), mode: 'popup' },
  render: (args) => (
    <ScreeningStory>
      <ScreeningResultView response={args.response} mode="popup" opened onClose={() => {}} />
    </ScreeningStory>
  ),
};
