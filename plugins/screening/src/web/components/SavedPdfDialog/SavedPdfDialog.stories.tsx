import { routeUrl } from '@app/core/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screeningRoutes } from '../../../shared/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { SavedPdfDialog } from './SavedPdfDialog.tsx';

const meta = {
  title: 'Screening/Components/SavedPdfDialog',
  component: SavedPdfDialog,
  args: {
    file: {
      id: '664400650000000000000065',
      file: 'sanction-screening-maduro.pdf',
      url: routeUrl(screeningRoutes.downloadPdf, { id: '664400650000000000000065' }),
    },
    onClose: () => {},
  },
  render: (args) => (
    <ScreeningStory>
      <SavedPdfDialog {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof SavedPdfDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

/** Saved for a dossier person: the PDF is filed in their Sanction Screening document, pending approval. */
export const FiledForAPerson: Story = {
  args: {
    filed: {
      company_id: 'a000000000000000000000c1',
      client_name: 'Orinoco Holdings NV',
      person_id: 'b00000000000000000000001',
      person_name: 'Nicolas Maduro',
      document_type: 'world_check',
      document_label: 'Sanction Screening',
      pending: true,
    },
  },
};
