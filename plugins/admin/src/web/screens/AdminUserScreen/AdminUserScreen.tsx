import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ADMIN_MESSAGES as M, type BoUserDetail } from '../../../shared/index.ts';
import { CreditsTable } from '../../components/CreditsTable/CreditsTable.tsx';
import { GiveCreditsModal } from '../../components/GiveCreditsModal/GiveCreditsModal.tsx';
import { LoginHistoryTable } from '../../components/LoginHistoryTable/LoginHistoryTable.tsx';
import { SubscriptionPanel } from '../../components/SubscriptionPanel/SubscriptionPanel.tsx';
import { UploadedFilesTable } from '../../components/UploadedFilesTable/UploadedFilesTable.tsx';
import { adminKeys, errorDetail, formatCredits, formatDateTime, useAdminClient } from '../../hooks.ts';

function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </div>
  );
}

/** A profile part contributed by another plugin (user information, address, phone), shown as label/value pairs. */
function ProfilePart({ id, title, part }: { id: string; title: string; part: BoUserDetail['userInformation'] }) {
  const entries = Object.entries(part ?? {}).filter(([, v]) => v !== null && typeof v !== 'object');
  return (
    <Section id={id} title={title}>
      {entries.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {entries.map(([k, v]) => (
            <Field key={k} label={k} value={String(v)} />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing here yet
        </Text>
      )}
    </Section>
  );
}

/** /admin/users/:id (bo_user) [000:44]: registration data, credits, subscription, ledger, files, logins, profile. */
export default function AdminUserScreen() {
  const { id = '' } = useParams();
  const client = useAdminClient();
  const detail = useQuery({ queryKey: adminKeys.user(id), queryFn: () => client.getUserDetail({ id }) });
  const [giving, setGiving] = useState(false);
  const crumbs = (
    <Breadcrumbs>
      <Anchor component={Link} to="/admin/users">
        Users
      </Anchor>
      <Text size="sm">{detail.data?.user.username ?? id}</Text>
    </Breadcrumbs>
  );
  if (detail.isPending)
    return (
      <Stack>
        {crumbs}
        <Loader role="status" aria-label="Loading user" />
      </Stack>
    );
  if (detail.isError)
    return (
      <Stack>
        {crumbs}
        <Alert color="red" role="alert" title={M.errorLoadingUserData}>
          {errorDetail(detail.error)}
        </Alert>
      </Stack>
    );
  const d = detail.data;
  const u = d.user;
  return (
    <Stack gap="md">
      {crumbs}
      <Group gap="sm">
        <Title order={1}>{u.username}</Title>
        {u.is_super_user && (
          <Badge color="grape.9" variant="filled">
            Super user
          </Badge>
        )}
      </Group>
      <Section id="bo-registration" title="Registration data">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label="Email" value={u.email} />
          <Field label="Email verified" value={u.email_verified ? 'Yes' : 'No'} />
          <Field label="Role" value={u.type} />
          <Field label="Organisation" value={u.organization.name} />
          <Field label="Registered" value={formatDateTime(u.created)} />
          <Field label="Last Login" value={formatDateTime(u.lastLogin)} />
          <Field label="Wallet (USDT)" value={d.wallet ? `${d.wallet.address} (${d.wallet.chain})` : null} />
        </SimpleGrid>
      </Section>
      <Section id="bo-credits" title="Credits" actions={<Button onClick={() => setGiving(true)}>Give credits</Button>}>
        <Text size="xl" fw={700} data-testid="credits-balance" aria-label="Credit balance">
          {formatCredits(d.credits_balance)}
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          Balance: the sum of the credit list
        </Text>
        <CreditsTable credits={d.credits} />
      </Section>
      <GiveCreditsModal userId={u._id} opened={giving} onClose={() => setGiving(false)} />
      <SubscriptionPanel userId={u._id} subscription={d.subscription} />
      <Section id="bo-files" title="Uploaded files">
        <UploadedFilesTable files={d.files} />
      </Section>
      <Section id="bo-logins" title="Login history">
        <LoginHistoryTable logins={d.loginHistory} />
      </Section>
      <ProfilePart id="bo-information" title="User information" part={d.userInformation} />
      <ProfilePart id="bo-address" title="Address" part={d.userAddress} />
      <ProfilePart id="bo-phone" title="Phone" part={d.userPhone} />
    </Stack>
  );
}
