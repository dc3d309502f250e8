import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartModel } from '../../../shared/index.ts';
import { DossierBuilder, fourLevelStructure, fullEntity, fullPerson, rulesCompanyOf } from '../../../testing/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { OwnershipChart } from './OwnershipChart.tsx';
import { OwnershipChartDrawer } from './OwnershipChartDrawer.tsx';
import { dossierFakeState } from '../../../testing/index.ts';

const meta = { title: 'Dossier/Components/OwnershipChart', component: OwnershipChart } satisfies Meta<
  typeof OwnershipChart
>;
export default meta;
type Story = StoryObj<typeof meta>;

const company = rulesCompanyOf({ name: 'Blue Harbour Holding BV' });

/** Four levels: client ← Parent Holding (60%) ← Family Trust (50%) ← Ann Lee (100%): Ann holds 30% and is flagged, but not declared. */
export const FourLevels: Story = {
  args: { model: chartModel(fourLevelStructure(company._id).objects, company) },
  render: (args) => (
    <DossierStory>
      <OwnershipChart {...args} />
    </DossierStory>
  ),
};

function placeholders() {
  const b = new DossierBuilder(company._id);
  b.shareholder(null, 'person', 45, fullPerson('Ann', 'Lee'));
  b.shareholder(null, 'entity', 20, fullEntity('Orphan Holding BV'));
  b.director(null, 'entity', fullEntity('Director Corp NV'));
  return b.objects;
}

/** 'Missing Shares (35%)', a corporate shareholder with no director ('Missing') and a corporate director with no official ('Missing Official'). */
export const Placeholders: Story = {
  args: { model: chartModel(placeholders(), company) },
  render: (args) => (
    <DossierStory>
      <OwnershipChart {...args} />
    </DossierStory>
  ),
};

function cycle() {
  const b = new DossierBuilder(company._id);
  const a = b.shareholder(null, 'entity', 100, fullEntity('Alpha Holding BV'));
  const beta = b.shareholder(a.id, 'entity', 100, fullEntity('Beta Holding BV'));
  b.shareholder(beta.id, 'entity', 40, fullEntity('Alpha Holding BV'));
  b.shareholder(beta.id, 'person', 60, fullPerson('Ann', 'Lee'));
  return b.objects;
}

/** A cycle (Beta holds 40% of Alpha, which holds Beta) is reported and left out. */
export const Cycle: Story = {
  args: { model: chartModel(cycle(), company) },
  render: (args) => (
    <DossierStory>
      <OwnershipChart {...args} />
    </DossierStory>
  ),
};

/** The drawer as the dashboard opens it: the chart computed from the dossier bundle. */
export const Drawer: Story = {
  args: { model: chartModel([], company) },
  render: () => {
    const state = dossierFakeState();
    state.objects.push(...fourLevelStructure(state.companies[1]!._id).objects);
    return (
      <DossierStory state={state} permissions={['view_chart']}>
        <OwnershipChartDrawer companyId={state.companies[1]!._id} opened onClose={() => undefined} />
      </DossierStory>
    );
  },
};
