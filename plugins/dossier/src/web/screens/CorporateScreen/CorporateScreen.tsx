import {
  Alert,
  Autocomplete,
  Button,
  Collapse,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { errorText, notifyError, notifySuccess, useClient, useSession } from '@app/core/web';
import { siteRoutes } from '@app/plugin-auth/shared';
import { isAllowed } from '@app/core/shared';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  BANK_FORMS,
  CORPORATE_DOCUMENTS,
  documentLabel,
  LOCAL_EXEMPT_DOCUMENTS,
  validateBankName,
  type KycFileWire,
  type ListingServicesWire,
} from '../../../shared/index.ts';
import { KycShell } from '../../components/KycShell/KycShell.tsx';
import { DocumentTable } from '../../components/files/DocumentTable/DocumentTable.tsx';
import { RoleComments } from '../../components/files/RoleComments/RoleComments.tsx';
import { useRole } from '../../components/files/useFileRights.ts';
import { dossierKeys, useDossierClient } from '../../hooks.ts';

/** A collapsible section whose state is kept per section id in local storage [001:86]. */
export function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const [open, setOpen] = useLocalStorage({ key: `kyc-section-${id}`, defaultValue: true });
  return (
    <Paper withBorder p="md" id={`section-${id}`}>
      <Group justify="space-between">
        <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={`section-body-${id}`}>
          <Title order={2} size="h4">
            {open ? '▾' : '▸'} {title}
          </Title>
        </UnstyledButton>
        {actions}
      </Group>
      <Collapse expanded={open} id={`section-body-${id}`}>
        <Stack gap="sm" mt="sm">
          {children}
        </Stack>
      </Collapse>
    </Paper>
  );
}

export const filesKey = (companyId: string, snapshot: string | null) =>
  ['dossier', 'files', companyId, snapshot ?? ''] as const;

/** '/{companyId}/corporate/': Corporate Documents, bank forms and the listing of services [001:89–110, 213–235]. */
export default function CorporateScreen() {
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const snapshot = params.get('snapshot');
  const client = useDossierClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const role = useRole();
  const can = (p: string) => isAllowed(session.permissions ?? {}, p);
  const readOnly = Boolean(snapshot);
  const company = useQuery({
    queryKey: dossierKeys.dashboard(companyId),
    queryFn: () => client.dashboardData({ company_id: companyId }),
  });
  const files = useQuery({
    queryKey: filesKey(companyId, snapshot),
    queryFn: () => client.kycFilesInfo({ company_id: companyId, ...(snapshot ? { snapshotId: snapshot } : {}) }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dossierKeys.all });
  const [listing, setListing] = useState<string | null>(null);
  const [savingListing, setSavingListing] = useState(false);
  const [bankDialog, setBankDialog] = useState(false);

  if (company.isPending || files.isPending) return <Loader role="status" aria-label="Loading corporate documents" />;
  if (company.isError || files.isError)
    return (
      <Alert color="red">
        {errorText(
          company.error ?? files.error,
          'There was an error during dashboard data.\nPlease try again or contact the support',
        )}
      </Alert>
    );
  const local = company.data.companyData.location_type.value === 'local';
  const kycFiles = files.data.kycFiles as KycFileWire[];
  const slotOf = (t: string) => kycFiles.find((f) => f.documentType === t) ?? null;
  const rows = CORPORATE_DOCUMENTS.map((d) => ({
    documentType: d.documentType,
    title: d.title,
    slot: slotOf(d.documentType),
    note: local && LOCAL_EXEMPT_DOCUMENTS.includes(d.documentType) ? 'Not required for onshore clients' : undefined,
  }));
  const bankRows = kycFiles
    .filter((f) => BANK_FORMS.some((b) => b.documentType === f.documentType))
    .map((f) => {
      const bank = String(f.new_bank_name ?? f.bank_name ?? '');
      return {
        documentType: f.documentType,
        title: `${documentLabel(f.documentType)}${bank ? ` — ${bank}` : ''}`,
        slot: f,
      };
    });
  const listingWire = (files.data.listingServices as ListingServicesWire[])[0] ?? null;
  const listingValue =
    listing ?? String((listingWire && ('new_value' in listingWire ? listingWire.new_value : listingWire.value)) ?? '');

  async function saveListing() {
    setSavingListing(true);
    try {
      const res = await client.updateListingServices({ company_id: companyId, value: listingValue });
      notifySuccess(res.message);
      setListing(null);
      refresh();
    } catch (err) {
      notifyError(
        errorText(err, 'There was an error during listing services.\nPlease try again or contact the support'),
      );
    } finally {
      setSavingListing(false);
    }
  }

  return (
    <KycShell companyId={companyId} active="corporate" dirty={listing !== null}>
      <Section id="corporate-documents" title="Corporate Documents">
        <DocumentTable
          companyId={companyId}
          ownerId={null}
          place="general"
          role={role}
          readOnly={readOnly}
          rows={rows}
          onChanged={refresh}
          caption="Documents of the company"
        />
      </Section>
      <Section
        id="bank-forms"
        title="Bank Forms"
        actions={
          !readOnly &&
          can('upload_general_section') && (
            <Button size="xs" variant="light" onClick={() => setBankDialog(true)}>
              Add Bank Document
            </Button>
          )
        }
      >
        {bankRows.length ? (
          <DocumentTable
            companyId={companyId}
            ownerId={null}
            place="general"
            role={role}
            readOnly={readOnly}
            rows={bankRows}
            onChanged={refresh}
            caption="Signature cards and account opening forms per bank"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No bank forms yet.
          </Text>
        )}
      </Section>
      {can('view_listing_service') && (
        <Section id="listing-services" title="Listing of Services">
          <Textarea
            label="Services provided by the trust service provider to the company"
            autosize
            minRows={3}
            maxLength={10_000}
            value={listingValue}
            disabled={readOnly || !can('update_listing_service')}
            onChange={(e) => setListing(e.currentTarget.value)}
            description={listingWire && 'new_value' in listingWire ? 'Pending approval' : undefined}
          />
          {!readOnly && can('update_listing_service') && (
            <Group justify="flex-end">
              <Button size="xs" onClick={saveListing} loading={savingListing} disabled={listing === null}>
                {savingListing ? 'Saving..' : 'Save'}
              </Button>
            </Group>
          )}
          {!local && listingWire && (
            <RoleComments slot={listingWire} role={role} readOnly={readOnly} onSaved={refresh} />
          )}
        </Section>
      )}
      <AddBankDocument
        opened={bankDialog}
        companyId={companyId}
        onClose={() => setBankDialog(false)}
        onAdded={refresh}
      />
    </KycShell>
  );
}

/** 'Add new Bank Document': type and bank name (seed messages), then `file-section/create`. */
export function AddBankDocument({
  opened,
  companyId,
  onClose,
  onAdded,
}: {
  opened: boolean;
  companyId: string;
  onClose(): void;
  onAdded(): void;
}) {
  const client = useDossierClient();
  const [documentType, setDocumentType] = useState<string | null>('scfba');
  const [bank, setBank] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const http = useClient();
  // Suggestions from the organisation's bank list (`banks/list` [001:446]); any bank name of 5+ characters is accepted.
  const banks = useQuery({
    queryKey: ['banks'],
    queryFn: () => http(siteRoutes.listBanks, {}),
    enabled: opened,
    retry: false,
  });
  async function add() {
    const message = validateBankName(bank);
    setError(message);
    if (message || !documentType) return;
    setSaving(true);
    try {
      await client.createFileSection({ company_id: companyId, documentType, bank_name: bank.trim() });
      notifySuccess('Bank Document added successfully');
      setBank('');
      onAdded();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.[0]) setError(err.body.errors[0].message);
      notifyError(errorText(err, 'There was an error during file upload.\nPlease try again or contact the support'));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Add new Bank Document" centered>
      <Stack>
        <Select
          label="Document"
          data={BANK_FORMS.map((b) => ({ value: b.documentType, label: b.title }))}
          value={documentType}
          onChange={setDocumentType}
          allowDeselect={false}
        />
        <Autocomplete
          label="Bank name"
          required
          data={(banks.data?.banks ?? []).map((b) => b.name)}
          value={bank}
          onChange={(v) => {
            setBank(v);
            if (error) setError(validateBankName(v));
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={add} loading={saving}>
            {saving ? 'Adding New Bank Document...' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
