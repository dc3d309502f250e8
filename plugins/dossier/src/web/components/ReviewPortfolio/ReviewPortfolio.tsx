import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@app/core/web';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DASHBOARD_FIELDS,
  PORTFOLIO_BUCKET_LABELS,
  type CompanyType,
  type DashboardField,
  type PortfolioBucketCounts,
  type PortfolioClient,
  type RiskFilter,
} from '../../../shared/index.ts';
import { clientListHref } from '../../client-list-url.ts';
import { clientPath, dossierKeys, formatDate, useDossierClient } from '../../hooks.ts';

const RISK_COLUMNS: { risk: RiskFilter; label: string }[] = [
  { risk: 'high', label: 'High' },
  { risk: 'medium', label: 'Medium' },
  { risk: 'low', label: 'Low' },
  { risk: 'none', label: 'Not set' },
];
/** Filled badges with white text at AA contrast or better. */
const RISK_COLOR = { high: 'red.9', medium: '#8f4500', low: '#1b5e20' } as const;
const TYPE_WORD: Record<CompanyType, string> = { corporate: 'corporate clients', account_holder: 'account holders' };

/** The browser's calendar day: a review due today is due in the user's time zone. */
export function localDay(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function CountCell({
  bucket,
  type,
  risk,
  n,
}: {
  bucket: PortfolioBucketCounts;
  type: CompanyType;
  risk: RiskFilter | null;
  n: number;
}) {
  if (n === 0)
    return (
      <Table.Td ta="right">
        <Text size="sm" c="dimmed">
          0
        </Text>
      </Table.Td>
    );
  const filters = {
    review_start_date: bucket.review_start_date,
    review_end_date: bucket.review_end_date,
    ...(risk ? { risk_level: risk } : {}),
  };
  const what = `${PORTFOLIO_BUCKET_LABELS[bucket.bucket].toLowerCase()}${risk ? `, ${risk === 'none' ? 'risk level not set' : `${risk} risk`}` : ''}`;
  return (
    <Table.Td ta="right">
      <Anchor
        component={Link}
        to={clientListHref({ type, filters })}
        fw={risk ? 500 : 700}
        aria-label={`${n} ${TYPE_WORD[type]} ${what}`}
      >
        {n}
      </Anchor>
    </Table.Td>
  );
}

function Completeness({ c }: { c: PortfolioClient['completeness'] }) {
  if (c.complete)
    return (
      <Badge color="#1b5e20" variant="light">
        Complete
      </Badge>
    );
  const missing = c.missing.map((f) => DASHBOARD_FIELDS[f as DashboardField]?.label ?? f).join(', ');
  return (
    <Tooltip label={`Missing: ${missing}`} multiline w={260}>
      <Group gap={6} wrap="nowrap" tabIndex={0} aria-label={`Dashboard ${c.percentage}% complete, missing: ${missing}`}>
        <Progress value={c.percentage} w={60} color="orange.8" aria-hidden />
        <Text size="xs">{c.percentage}%</Text>
      </Group>
    </Tooltip>
  );
}

/** Home panel (ADR 0071): reviews due by bucket × risk level, each count opening the filtered client list, and the most urgent clients. */
export default function ReviewPortfolio() {
  const client = useDossierClient();
  const [type, setType] = useState<CompanyType>('corporate');
  const input = { company_type: type, today: localDay() };
  const portfolio = useQuery({
    queryKey: [...dossierKeys.all, 'review-portfolio', input],
    queryFn: () => client.reviewPortfolio(input),
  });

  return (
    <Paper withBorder p="md" style={{ gridColumn: '1 / -1' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Reviews due
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Reviews due of"
            value={type}
            onChange={(v) => setType(v as CompanyType)}
            data={[
              { value: 'corporate', label: 'Corporate' },
              { value: 'account_holder', label: 'Account Holders' },
            ]}
          />
        </Group>
        {portfolio.isPending && <Loader size="sm" role="status" aria-label="Loading reviews due" />}
        {portfolio.isError && <Alert color="red">{errorText(portfolio.error, 'Error loading reviews due')}</Alert>}
        {portfolio.isSuccess && (
          <>
            <Table aria-label="Reviews due by risk level" withRowBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Next review</Table.Th>
                  {RISK_COLUMNS.map((r) => (
                    <Table.Th key={r.risk} ta="right">
                      {r.label}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {portfolio.data.buckets.map((b) => (
                  <Table.Tr key={b.bucket}>
                    <Table.Th scope="row">
                      <Text size="sm" fw={600} c={b.bucket === 'overdue' && b.counts.total ? 'red.9' : undefined}>
                        {PORTFOLIO_BUCKET_LABELS[b.bucket]}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {b.review_start_date ? `${formatDate(b.review_start_date)} – ` : 'until '}
                        {formatDate(b.review_end_date)}
                      </Text>
                    </Table.Th>
                    {RISK_COLUMNS.map((r) => (
                      <CountCell key={r.risk} bucket={b} type={type} risk={r.risk} n={b.counts[r.risk]} />
                    ))}
                    <CountCell bucket={b} type={type} risk={null} n={b.counts.total} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={3} size="h5">
              Most urgent
            </Title>
            {portfolio.data.urgent.length === 0 ? (
              <Text size="sm" c="dimmed">
                No reviews due in the next 3 months.
              </Text>
            ) : (
              <Table aria-label="Most urgent reviews">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Client</Table.Th>
                    <Table.Th>Next review</Table.Th>
                    <Table.Th>Risk</Table.Th>
                    <Table.Th>Dashboard</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {portfolio.data.urgent.map((u) => (
                    <Table.Tr key={u._id}>
                      <Table.Td>
                        <Anchor component={Link} to={clientPath(u._id)} size="sm">
                          {u.name || '—'}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm">{formatDate(u.next_review_date)}</Text>
                          {u.bucket === 'overdue' && (
                            <Badge size="sm" color="red.9">
                              overdue
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {u.risk_level ? (
                          <Badge size="sm" color={RISK_COLOR[u.risk_level]}>
                            {u.risk_level}
                          </Badge>
                        ) : (
                          <Text size="sm" c="dimmed">
                            not set
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Completeness c={u.completeness} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
