import type { Meta, StoryObj } from '@storybook/react-vite';
import { dossierCompleteness } from '../../../shared/index.ts';
import { DossierBuilder, fourLevelStructure, fullPerson, rulesCompanyOf } from '../../../testing/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { SectionDonuts } from './SectionDonuts.tsx';

const meta = { title: 'Dossier/Components/SectionDonuts', component: SectionDonuts } satisfies Meta<
  typeof SectionDonuts
>;
export default meta;
type Story = StoryObj<typeof meta>;

const company = rulesCompanyOf();

function partly() {
  const b = fourLevelStructure(company._id);
  for (const d of ['kyc-aoi-5', 'kyc-reftcoc-5-2', 'kyc-oc-6', 'kyc-sr-7']) b.file(null, d);
  for (const o of b.objects.filter((x) => x.object_type === 'person').slice(0, 3))
    for (const slot of ['passport_file', 'address_file', 'world_check']) b.file(o._id, slot);
  return b.objects;
}

/** A corporate dossier part way: some documents, missing structure listed under its section. */
export const Corporate: Story = {
  args: {
    companyId: company._id,
    sections: dossierCompleteness(partly(), company, {
      name: 'Acme Holding BV',
      risk_level: 'medium',
      previous_review_date: '2026-01-10',
      next_review_date: '2028-01-10',
    }).sections,
  },
  render: (args) => (
    <DossierStory>
      <SectionDonuts {...args} />
    </DossierStory>
  ),
};

function complete() {
  const b = new DossierBuilder(company._id);
  const md = b.director(null, 'person', fullPerson('Dirk', 'Vos', { location_type: 'local' }));
  for (const slot of [
    'passport_file',
    'address_file',
    'bank_reference_letter',
    'source_of_wealth',
    'source_of_funds',
    'google_search',
    'world_check',
  ])
    b.file(md.detail, slot);
  return b.objects;
}

/** An account holder whose sections are all complete (100.00%). */
export const AccountHolderComplete: Story = {
  args: {
    companyId: company._id,
    sections: dossierCompleteness(
      complete(),
      rulesCompanyOf({ companyType: 'account_holder', locationType: null, name: 'Maria Martina' }),
      {
        first_name: 'Maria',
        last_name: 'Martina',
        risk_level: 'low',
        previous_review_date: '2026-01-10',
        next_review_date: '2029-01-10',
        date_final_compliance_review: '2026-01-12',
      },
    ).sections,
  },
  render: (args) => (
    <DossierStory>
      <SectionDonuts {...args} />
    </DossierStory>
  ),
};

/** A new corporate client: nothing filed, no shareholder, no director — the empty sections are at 0%, not 100%. */
export const NewClient: Story = {
  args: {
    companyId: company._id,
    sections: dossierCompleteness([], rulesCompanyOf({ locationType: 'local', name: 'Fresh Start BV' }), {
      name: 'Fresh Start BV',
    }).sections,
  },
  render: (args) => (
    <DossierStory>
      <SectionDonuts {...args} />
    </DossierStory>
  ),
};
