import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INSTITUTION_MESSAGES as IM } from '../../../shared/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import InstitutionScreen from './InstitutionScreen.tsx';

const meta = { title: 'FIU/Screens/InstitutionScreen', component: InstitutionScreen } satisfies Meta<
  typeof InstitutionScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: a wrong BIC is named at its field, a right one is saved. */
export const NotSet: Story = {
  render: () => (
    <FiuStory path="/fiu/institution">
      <InstitutionScreen />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Not set yet/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Example Bank Ltd');
    await userEvent.type(canvas.getByRole('textbox', { name: /^SWIFT/ }), 'EXMP');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Local currency/ }), 'kes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(IM.swift)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /^SWIFT/ }), 'kena');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Last changed/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^SWIFT/ })).toHaveValue('EXMPKENA');
  },
};

export const Saved: Story = {
  render: () => (
    <FiuStory
      path="/fiu/institution"
      state={{
        institution: {
          institution: {
            name: 'Example Bank Ltd',
            swift: 'EXMPKENA',
            currency_code_local: 'KES',
            non_bank_institution: false,
          },
          complete: true,
          updated_at: '2026-11-20T09:30:00.000Z',
        },
      }}
    >
      <InstitutionScreen />
    </FiuStory>
  ),
};
