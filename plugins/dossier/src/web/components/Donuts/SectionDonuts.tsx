import { Alert, Anchor, Box, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VictoryLabel, VictoryPie } from 'victory';
import { sectionPath, type SectionCompletenessWire, type SectionType } from '../../../shared/index.ts';

/** Dark enough against white for text-sized marks (WCAG AA). */
export const DONUT_COLORS = { completed: '#2b8a3e', remaining: '#dee2e6', incomplete: '#c92a2a' } as const;

const SECTION_LINK: Record<string, SectionType> = {
  dashboard: 'dashboard',
  corporate: 'corporate',
  shareholders: 'shareholders',
  account_holder: 'account_holder',
  managing_directors: 'managing_directors',
};

export interface SectionDonutsProps {
  companyId: string;
  sections: readonly SectionCompletenessWire[];
}

/** One section's donut: completed versus remaining, the percentage rounded to 2 decimals in the middle [001:71]. */
export function SectionDonut({ section }: { section: SectionCompletenessWire }) {
  // A missing shareholder, director or official is outstanding like a missing document (ADR 0068).
  const open = section.remaining + section.structure.length;
  const data =
    section.total + section.structure.length === 0
      ? [{ x: 'completed', y: 1 }]
      : [
          { x: 'completed', y: section.completed },
          { x: 'remaining', y: open },
        ];
  const percent = `${section.percentage.toFixed(2)}%`;
  const structure = section.structure.length ? `, ${section.structure.length} missing in the structure` : '';
  return (
    <Box
      role="img"
      aria-label={`${section.label}: ${percent} complete, ${section.completed} of ${section.total} done${structure}`}
      w={160}
      h={160}
      mx="auto"
    >
      <svg viewBox="0 0 160 160" width={160} height={160} aria-hidden="true">
        <VictoryPie
          standalone={false}
          width={160}
          height={160}
          innerRadius={52}
          radius={72}
          padAngle={open > 0 && section.completed > 0 ? 1 : 0}
          data={data}
          labels={() => null}
          colorScale={data.map((d) => (d.x === 'completed' ? DONUT_COLORS.completed : DONUT_COLORS.remaining))}
        />
        <VictoryLabel
          textAnchor="middle"
          verticalAnchor="middle"
          x={80}
          y={80}
          text={percent}
          style={{ fontSize: 20, fontWeight: 700, fill: '#212529' }}
        />
      </svg>
    </Box>
  );
}

/**
 * The dashboard's donuts, one per section: completed versus remaining documents (dashboard: required
 * fields), with the missing-structure messages of the section under it.
 */
export function SectionDonuts({ companyId, sections }: SectionDonutsProps) {
  return (
    <Paper withBorder p="md" aria-labelledby="donuts-title">
      <Title id="donuts-title" order={2} size="h4" mb="sm">
        Completeness
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, sections.length) }}>
        {sections.map((s) => (
          <Stack key={s.section} gap={4} align="center" data-testid={`donut-${s.section}`}>
            <SectionDonut section={s} />
            <Anchor component={Link} to={sectionPath(companyId, SECTION_LINK[s.section] ?? 'dashboard')} fw={600}>
              {s.label}
            </Anchor>
            <Text size="sm">
              {s.completed} of {s.total} {s.section === 'dashboard' ? 'fields' : 'documents'}
            </Text>
            {s.structure.length > 0 && (
              <Alert color="red" variant="light" p="xs" w="100%">
                <List size="sm">
                  {s.structure.map((i) => (
                    <List.Item key={`${i.rule}-${i.objectId ?? 'client'}-${i.message}`}>{i.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
