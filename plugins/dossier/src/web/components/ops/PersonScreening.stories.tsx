import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, type Http } from '@app/core/client';
import { StoryProviders, staticSession } from '@app/core/web';
import { SCREENING_MESSAGES as SM, type ScreeningResult } from '@app/plugin-screening/shared';
import { expect, userEvent, within } from 'storybook/test';
import { PersonScreening } from './PersonScreening.tsx';

const person = 'b00000000000000000000001';
const hit = (entry: string, firstname: string, surname: string, score: number): ScreeningResult => ({
  entry_id: entry,
  individual: { firstname, surname, year_of_birth: '1978', more: {} },
  addresses: [],
  notes: [],
  flags: [],
  articles: [],
  sanction_types: [{ body: 'UN Security Council', current: true, found: true, countryCode: 'CD' }],
  score,
  explanation: { summary: 'Name, date of birth and nationality agree', fields: [] } as never,
  list: { source: 'un', version: '2026-11-01' },
});
const request = { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28', nationality: 'CD' };

/** The screening calls as the server answers them (`requiredFileds` when data is missing). */
const screeningHttp = (missing: string[] | null): Http =>
  (async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    if (route.operationId === 'sanctionScreening') {
      if (missing) throw new ApiError(400, { message: SM.fillFields(missing), requiredFileds: missing });
      return {
        status: 'success',
        message: SM.found(2),
        search_id: 'a0000000000000000000000s',
        request,
        data: {
          result: [hit('UN-CDi.001', 'Germain', 'Katanga', 0.97), hit('UN-CDi.014', 'Germain', 'Katangana', 0.71)],
          search_id: 'a0000000000000000000000s',
          request,
          message: '',
          list_versions: [],
        },
      };
    }
    if (route.operationId === 'saveSanctionAsPdf') {
      return {
        message: SM.savedPdf,
        file: { id: 'a00000000000000000000007', file: 'sanction-screening-Katanga-Germain-1.pdf', url: '' },
        filed: {
          company_id: 'a000000000000000000000c1',
          client_name: 'Kivu Minerals Ltd',
          person_id: person,
          person_name: 'Germain Katanga',
          document_type: 'world_check',
          document_label: 'Sanction Screening',
          pending: true,
        },
      };
    }
    throw new ApiError(404, { message: `No fake for ${route.operationId}` });
  }) as Http;

const session = staticSession({
  user: {
    id: 'u1',
    username: 'alice',
    fullName: 'Alice Manager',
    email: 'alice@example.com',
    typeLabel: 'DATA CONTROLLER',
    isSuperUser: false,
  },
  permissions: { world_search: 'allow' },
  raw: null,
});

const meta = {
  title: 'Dossier/Ops/PersonScreening',
  component: PersonScreening,
  args: {
    personId: person,
    personName: 'Germain Katanga',
    details: { firstName: 'Germain', lastName: 'Katanga' },
    opened: true,
    onClose: () => undefined,
    onSaved: () => undefined,
  },
} satisfies Meta<typeof PersonScreening>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  render: (a) => (
    <StoryProviders session={session} http={screeningHttp(null)}>
      <PersonScreening {...a} />
    </StoryProviders>
  ),
};

/** Two matches: 'Save as PDF' stays disabled until 'I understand' is ticked. */
export const Results: Story = {
  render: (a) => (
    <StoryProviders session={session} http={screeningHttp(null)}>
      <PersonScreening {...a} />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    await expect(await body.findByRole('table', { name: 'Screening results' }, { timeout: 3000 })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: /Save as PDF: Germain Katanga$/ })).toBeDisabled();
  },
};

/** Ticked, saved: the PDF is offered for download and its place in the dossier is named. */
export const Saved: Story = {
  render: (a) => (
    <StoryProviders session={session} http={screeningHttp(null)}>
      <PersonScreening {...a} />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    await userEvent.click(await body.findByRole('checkbox', { name: SM.iUnderstand }, { timeout: 3000 }));
    await userEvent.click(body.getByRole('button', { name: /Save as PDF: Germain Katanga$/ }));
    await expect(await body.findByRole('button', { name: 'Download PDF' }, { timeout: 3000 })).toBeInTheDocument();
    await expect(body.getByText(/Filed as the Sanction Screening document of Germain Katanga/)).toBeInTheDocument();
  },
};

/** The record lacks date of birth and passport country: named as the person form names them, fillable here. */
export const MissingFields: Story = {
  render: (a) => (
    <StoryProviders session={session} http={screeningHttp(['Date of Birth', 'Passport Country'])}>
      <PersonScreening {...a} />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    await expect(
      await body.findByText(SM.fillFields(['Date of Birth', 'Passport Country']), {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await userEvent.type(body.getByRole('textbox', { name: /Date of Birth/ }), '28/04/1978');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Sanction Screaning Request' })).toBeInTheDocument();
  },
};
