import { Accordion, Anchor, Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SCREENING_MESSAGES, type ScreeningResult } from '../../../shared/index.ts';

export interface ResultDetailsProps {
  result: ScreeningResult;
}

const SECTIONS = ['individual', 'addresses', 'sanctions', 'notes', 'flags', 'articles'] as const;

function LabelValues({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w={200} scope="row">
              {k}
            </Table.Th>
            <Table.Td>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/** The seed's detail sections of one hit; each collapsible. */
export function ResultDetails({ result }: ResultDetailsProps) {
  const { individual } = result;
  const sanctions = result.sanction_types.filter((s) => s.current || s.found);
  const flags = result.flags.filter((f) => f.found);
  const individualRows: [string, ReactNode][] = [
    ['First name', individual.firstname || '—'],
    ['Surname', individual.surname || '—'],
    ['Year of birth', individual.year_of_birth ?? '—'],
    ...Object.entries(individual.more ?? {}).map(([k, v]): [string, ReactNode] => [k, v]),
  ];

  return (
    <Accordion multiple defaultValue={[...SECTIONS]} variant="separated" order={3}>
      <Accordion.Item value="individual">
        <Accordion.Control>Individual</Accordion.Control>
        <Accordion.Panel>
          <LabelValues rows={individualRows} label="Individual" />
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="addresses">
        <Accordion.Control>Addresses ({result.addresses.length})</Accordion.Control>
        <Accordion.Panel>
          {result.addresses.length === 0 ? (
            <Empty>No Addresses found</Empty>
          ) : (
            <List type="ordered" spacing="xs">
              {result.addresses.map((a, i) => (
                <List.Item key={i}>
                  {a.text}
                  {(a.city || a.country) && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      ({[a.city, a.country].filter(Boolean).join(', ')})
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="sanctions">
        <Accordion.Control>Sanctions ({sanctions.length})</Accordion.Control>
        <Accordion.Panel>
          {sanctions.length === 0 ? (
            <Empty>{SCREENING_MESSAGES.noSanctions}</Empty>
          ) : (
            <Table withTableBorder aria-label="Sanctions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Body</Table.Th>
                  <Table.Th scope="col">Current</Table.Th>
                  <Table.Th scope="col">Country code</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sanctions.map((s, i) => (
                  <Table.Tr key={`${s.body}-${i}`}>
                    <Table.Td>{s.body}</Table.Td>
                    <Table.Td>
                      <Badge color={s.current ? 'red.9' : 'gray.7'}>{s.current ? 'Yes' : 'No'}</Badge>
                    </Table.Td>
                    <Table.Td>{s.countryCode || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="notes">
        <Accordion.Control>Notes ({result.notes.length})</Accordion.Control>
        <Accordion.Panel>
          {result.notes.length === 0 ? (
            <Empty>{SCREENING_MESSAGES.noNotes}</Empty>
          ) : (
            <Stack gap="xs">
              {result.notes.map((n, i) => (
                <div key={i}>
                  <Text size="sm">{n.note}</Text>
                  <Text size="xs" c="dimmed">
                    Source: {n.source || '—'}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="flags">
        <Accordion.Control>Flags ({flags.length})</Accordion.Control>
        <Accordion.Panel>
          {flags.length === 0 ? (
            <Empty>{SCREENING_MESSAGES.noFlags}</Empty>
          ) : (
            <List spacing="xs">
              {flags.map((f, i) => (
                <List.Item key={i}>{f.data.rep}</List.Item>
              ))}
            </List>
          )}
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="articles">
        <Accordion.Control>Articles ({result.articles.length})</Accordion.Control>
        <Accordion.Panel>
          {result.articles.length === 0 ? (
            <Empty>{SCREENING_MESSAGES.noArticles}</Empty>
          ) : (
            <Stack gap="md">
              {result.articles.map((a, i) => (
                <Stack key={i} gap={4}>
                  <Anchor
                    href={a.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {a.url}
                  </Anchor>
                  {a.snippets.map((s, j) => (
                    <Stack key={j} gap={2} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
                      {s.title && (
                        <Text size="sm" fw={600}>
                          {s.title}
                        </Text>
                      )}
                      {s.text && <Text size="sm">{s.text}</Text>}
                      {!!s.terms?.length && (
                        <Group gap={4}>
                          {s.terms.map((t) => (
                            <Badge key={t} size="xs" variant="outline">
                              {t}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Stack>
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
