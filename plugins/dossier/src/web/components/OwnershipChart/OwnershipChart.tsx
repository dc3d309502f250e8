import { saveBlob } from '@app/core/web';
import { Alert, Anchor, Badge, Box, Button, Group, Modal, Paper, Table, Text } from '@mantine/core';
import type { Core } from 'cytoscape';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChartModel, ChartNode } from '../../../shared/index.ts';
import { chartStylesheet, NODE_COLORS } from './chart-style.ts';
import { CHART_LAYOUT, chartLayout } from './layout.ts';

export interface OwnershipChartProps {
  model: ChartModel;
  /** Height of the canvas in pixels. */
  height?: number;
  /** Hide the full-screen opener (the full-screen view itself). */
  fullScreen?: boolean;
}

/** The cytoscape canvas of a chart model, laid out as a tree with the seed's gaps and sizes. */
function ChartCanvas({
  model,
  height,
  onReady,
  onSelect,
}: {
  model: ChartModel;
  height: number;
  onReady: (cy: Core | null) => void;
  onSelect: (n: ChartNode | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const elements = useMemo(() => {
    const at = chartLayout(model.nodes);
    const ids = new Set(model.nodes.map((n) => n.id));
    return [
      ...model.nodes.map((n) => {
        const p = at.get(n.id)!;
        const c = NODE_COLORS[n.type];
        return {
          group: 'nodes' as const,
          data: {
            id: n.id,
            label: n.label,
            w: p.width,
            tw: p.width - 20,
            fill: c.fill,
            border: c.border,
            missing: n.missing,
            flag: n.ubo_flag,
          },
          position: { x: p.x, y: p.y },
        };
      }),
      ...model.nodes
        .filter((n) => n.parent && ids.has(n.parent))
        .map((n) => ({
          group: 'edges' as const,
          data: { id: `e-${n.id}`, source: n.parent!, target: n.id, ubo: n.type === 'ubo' },
        })),
    ];
  }, [model]);

  useEffect(() => {
    let cy: Core | null = null;
    let cancelled = false;
    void import('cytoscape').then(({ default: cytoscape }) => {
      if (cancelled || !box.current) return;
      cy = cytoscape({
        container: box.current,
        elements,
        style: chartStylesheet as never,
        layout: { name: 'preset', fit: true, padding: 24 },
        minZoom: 0.1,
        maxZoom: 3,
        wheelSensitivity: 0.3,
        autoungrabify: true,
      });
      cy.on('tap', 'node', (e) => onSelect(model.nodes.find((n) => n.id === e.target.id()) ?? null));
      cy.on('tap', (e) => {
        if (e.target === cy) onSelect(null);
      });
      onReady(cy);
    });
    return () => {
      cancelled = true;
      onReady(null);
      cy?.destroy();
    };
  }, [elements, model, onReady, onSelect]);

  return (
    <Box
      ref={box}
      h={height}
      w="100%"
      style={{ border: '1px solid #dee2e6', borderRadius: 4, background: '#fff' }}
      data-testid="ownership-chart-canvas"
      aria-hidden="true"
    />
  );
}

/** Downloads the chart as a PNG [001:285] (lossless: the seed's "image quality 1" is PNG's only quality). */
async function downloadPng(cy: Core) {
  saveBlob(await cy.png({ output: 'blob-promise', full: true, bg: '#ffffff', scale: 2 }), 'ownership-structure.png');
}

const percent = (n: number | null) => (n === null ? '—' : `${n}%`);

/**
 * The ownership-structure chart [001:257–259, 283–286]: seed node types and layout, placeholders,
 * effective ownership with the ≥ 25% persons outlined, PNG download, full screen, and 'Go to
 * Section' links (also in the table under the canvas, which is what screen readers get).
 */
export function OwnershipChart({ model, height = 480, fullScreen = false }: OwnershipChartProps) {
  const [cy, setCy] = useState<Core | null>(null);
  const [selected, setSelected] = useState<ChartNode | null>(null);
  const [full, setFull] = useState(false);
  const [busy, setBusy] = useState(false);
  const nodes = model.nodes.filter((n) => n.type !== 'main_for_sh');
  return (
    <Box pos="relative">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          {(Object.keys(NODE_COLORS) as (keyof typeof NODE_COLORS)[]).map((t) => (
            <Badge
              key={t}
              variant="outline"
              color="dark"
              style={{ background: NODE_COLORS[t].fill, borderColor: NODE_COLORS[t].border }}
            >
              {NODE_COLORS[t].label}
            </Badge>
          ))}
          <Badge variant="outline" color="red">
            UBO ≥ 25% outlined red
          </Badge>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!cy}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await downloadPng(cy!);
              } finally {
                setBusy(false);
              }
            }}
          >
            Download PNG
          </Button>
          {!fullScreen && (
            <Button size="xs" variant="default" onClick={() => setFull(true)}>
              Open Full Screen
            </Button>
          )}
        </Group>
      </Group>
      <ChartCanvas model={model} height={height} onReady={setCy} onSelect={setSelected} />
      {selected && (
        <Paper withBorder p="sm" mt="xs" aria-live="polite">
          <Group justify="space-between">
            <Text fw={600}>
              {selected.name || selected.label} · {NODE_COLORS[selected.type].label}
              {selected.effective !== null ? ` · effective ${selected.effective}%` : ''}
            </Text>
            {selected.link && (
              <Anchor component={Link} to={selected.link}>
                Go to Section
              </Anchor>
            )}
          </Group>
        </Paper>
      )}
      {model.ownership.cycles.map((c) => (
        <Alert key={c.message} color="red" mt="xs">
          {c.message}
        </Alert>
      ))}
      <Table mt="sm" striped withTableBorder aria-label="Ownership structure">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Shares held</Table.Th>
            <Table.Th>Effective</Table.Th>
            <Table.Th>Section</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nodes.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td>
                {n.missing ? (
                  <Text c="red.9" size="sm" fw={600}>
                    {n.label}
                  </Text>
                ) : (
                  n.name || n.label
                )}
              </Table.Td>
              <Table.Td>{NODE_COLORS[n.type].label}</Table.Td>
              <Table.Td>{percent(n.percentage_held)}</Table.Td>
              <Table.Td>
                {percent(n.effective)}
                {n.ubo_flag && (
                  <Badge ml={6} size="sm" color="red.9">
                    ≥ 25%
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {n.link && (
                  <Anchor component={Link} to={n.link} size="sm">
                    Go to Section
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={full} onClose={() => setFull(false)} fullScreen title="Ownership structure">
        {full && (
          <OwnershipChart
            model={model}
            height={Math.max(CHART_LAYOUT.fitHeight, window.innerHeight - 200)}
            fullScreen
          />
        )}
      </Modal>
    </Box>
  );
}
