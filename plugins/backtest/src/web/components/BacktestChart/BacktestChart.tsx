import { Box, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter, VictoryZoomContainer } from 'victory';
import type { BacktestData } from '../../../shared/index.ts';
import { visibleIndices } from './downsample.ts';

/** Dark enough for text on white (WCAG AA), as the legend is text. */
export const SERIES_COLORS = {
  price: '#1864ab',
  fast: '#a34700',
  slow: '#5f3dc4',
  long: '#495057',
  buy: '#1f6f32',
  sell: '#c92a2a',
} as const;

export interface BacktestChartProps {
  data: BacktestData;
  height?: number;
}

/**
 * Close price and the three averages (legacy names fastSMA/slowSMA/longSMA; EMA when selected),
 * buy (▲) and sell (▼) markers; drag to pan, wheel to zoom. Long series are thinned to the points
 * visible in the zoomed range so a 5-year 15-minute series stays responsive; markers are exact.
 */
export function BacktestChart({ data, height = 420 }: BacktestChartProps) {
  const times = useMemo(() => data.times.map((t) => Date.parse(t)), [data.times]);
  const full: [Date, Date] = [new Date(times[0] ?? 0), new Date(times.at(-1) ?? 1)];
  const [domain, setDomain] = useState<[Date, Date]>(full);
  const idx = useMemo(() => visibleIndices(times, +domain[0], +domain[1]), [times, domain]);
  const line = (values: readonly (number | null)[]) =>
    idx.flatMap((i) => (values[i] == null ? [] : [{ x: new Date(times[i]!), y: values[i]! }]));
  const buys = data.trades.map((t) => ({ x: new Date(t.buyDate), y: t.buyPrice }));
  const sells = data.trades.filter((t) => t.sellDate).map((t) => ({ x: new Date(t.sellDate!), y: t.sellPrice! }));
  const ma = data.params.maType;
  const legend = [
    ['Close', SERIES_COLORS.price],
    [`${ma} ${data.params.fastPeriod}`, SERIES_COLORS.fast],
    [`${ma} ${data.params.slowPeriod}`, SERIES_COLORS.slow],
    [`${ma} ${data.params.longPeriod}`, SERIES_COLORS.long],
    ['▲ Buy', SERIES_COLORS.buy],
    ['▼ Sell', SERIES_COLORS.sell],
  ] as const;
  return (
    <Box
      data-testid="backtest-chart"
      role="figure"
      aria-label={`Price of ${data.params.market} with ${ma} ${data.params.fastPeriod}/${data.params.slowPeriod}/${data.params.longPeriod}, ${data.trades.length} trades`}
    >
      <Group gap="md" mb={4}>
        {legend.map(([label, color]) => (
          <Text key={label} size="sm" c={color} fw={600}>
            {label}
          </Text>
        ))}
        <Text size="xs" c="gray.7">
          Drag to pan, scroll to zoom
        </Text>
      </Group>
      <VictoryChart
        title={`${data.params.market} ${data.params.interval} close and moving averages`}
        desc="Buy and sell markers at trade prices"
        height={height}
        width={1100}
        scale={{ x: 'time' }}
        padding={{ top: 10, bottom: 40, left: 70, right: 20 }}
        containerComponent={
          <VictoryZoomContainer zoomDimension="x" onZoomDomainChange={(d) => setDomain(d.x as [Date, Date])} />
        }
      >
        <VictoryAxis tickCount={8} style={{ tickLabels: { fontSize: 11 } }} />
        <VictoryAxis
          dependentAxis
          style={{ tickLabels: { fontSize: 11 } }}
          tickFormat={(y: number) => y.toLocaleString('en-US')}
        />
        <VictoryLine data={line(data.prices)} style={{ data: { stroke: SERIES_COLORS.price, strokeWidth: 1.2 } }} />
        <VictoryLine data={line(data.fastSMA)} style={{ data: { stroke: SERIES_COLORS.fast, strokeWidth: 1 } }} />
        <VictoryLine data={line(data.slowSMA)} style={{ data: { stroke: SERIES_COLORS.slow, strokeWidth: 1 } }} />
        <VictoryLine
          data={line(data.longSMA)}
          style={{ data: { stroke: SERIES_COLORS.long, strokeWidth: 1, strokeDasharray: '4 3' } }}
        />
        <VictoryScatter data={buys} symbol="triangleUp" size={6} style={{ data: { fill: SERIES_COLORS.buy } }} />
        <VictoryScatter data={sells} symbol="triangleDown" size={6} style={{ data: { fill: SERIES_COLORS.sell } }} />
      </VictoryChart>
    </Box>
  );
}
