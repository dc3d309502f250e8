import { Text } from '@mantine/core';
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryLine,
  VictoryScatter,
  VictoryStack,
  VictoryZoomContainer,
} from 'victory';
import type { DepthWire, FillRatePointWire, OrderBookData } from '../../shared/index.ts';
import { hhmm, qty } from '../hooks.ts';

const COLORS = { bid: '#1f6f32', ask: '#c92a2a', total: '#1864ab' };
const axis = { tickLabels: { fontSize: 10 } };

/** Cumulative depth per price level inside the band: bids summed from the best bid down, asks from the best ask up. */
export function DepthChart({ depth }: { depth: DepthWire }) {
  const bids = depth.levels.map((l) => ({ x: l.price, y: l.cumBid }));
  const asks = depth.levels.map((l) => ({ x: l.price, y: l.cumAsk }));
  return (
    <div
      role="figure"
      aria-label={`Depth at ${depth.ts}: best bid ${depth.bestBid ?? 'none'}, best ask ${depth.bestAsk ?? 'none'}`}
      data-testid="depth-chart"
    >
      <VictoryChart
        title="Cumulative depth in the band"
        height={260}
        width={520}
        padding={{ top: 10, bottom: 40, left: 60, right: 20 }}
        domainPadding={{ x: 30 }}
      >
        <VictoryAxis style={axis} />
        <VictoryAxis dependentAxis style={axis} tickFormat={(y: number) => qty(y)} />
        <VictoryStack>
          <VictoryBar data={bids} barRatio={0.8} style={{ data: { fill: COLORS.bid } }} />
          <VictoryBar data={asks} barRatio={0.8} style={{ data: { fill: COLORS.ask } }} />
        </VictoryStack>
      </VictoryChart>
    </div>
  );
}

/** Quoted quantity per 10-minute bucket; carried-forward (stale) buckets are hollow, empty ones are gaps. */
export function LiquidityChart({ points, title }: { points: OrderBookData['liquidity']; title: string }) {
  const series = (key: 'bid' | 'ask' | 'total') => points.map((p) => ({ x: new Date(p.bucket), y: p[key] }));
  const stale = points.filter((p) => p.stale && p.total !== null).map((p) => ({ x: new Date(p.bucket), y: p.total }));
  return (
    <div role="figure" aria-label={title} data-testid="liquidity-chart">
      <Text size="sm" fw={600}>
        {title}{' '}
        <Text span c={COLORS.bid}>
          bid
        </Text>{' '}
        ·{' '}
        <Text span c={COLORS.ask}>
          ask
        </Text>{' '}
        ·{' '}
        <Text span c={COLORS.total}>
          total
        </Text>
      </Text>
      <VictoryChart
        title={title}
        height={240}
        width={520}
        scale={{ x: 'time' }}
        padding={{ top: 10, bottom: 40, left: 60, right: 20 }}
        containerComponent={<VictoryZoomContainer zoomDimension="x" />}
      >
        <VictoryAxis style={axis} tickFormat={(d: Date) => hhmm(d.toISOString())} tickCount={6} />
        <VictoryAxis dependentAxis style={axis} tickFormat={(y: number) => qty(y)} />
        {(['bid', 'ask', 'total'] as const).map((k) => (
          <VictoryLine
            key={k}
            data={series(k)}
            interpolation="stepAfter"
            style={{ data: { stroke: COLORS[k], strokeWidth: 1.5 } }}
          />
        ))}
        {(['bid', 'ask', 'total'] as const).map((k) => (
          <VictoryScatter
            key={`${k}-points`}
            data={points.filter((p) => p[k] !== null && !p.stale).map((p) => ({ x: new Date(p.bucket), y: p[k] }))}
            size={3}
            style={{ data: { fill: COLORS[k] } }}
          />
        ))}
        <VictoryScatter
          data={stale}
          size={3}
          style={{ data: { fill: 'white', stroke: COLORS.total, strokeWidth: 1 } }}
        />
      </VictoryChart>
    </div>
  );
}

/** Fill rate per bucket in percent (null buckets are left out, never drawn as 0). */
export function FillRateChart({ points }: { points: FillRatePointWire[] }) {
  const bars = points.filter((p) => p.rate !== null).map((p) => ({ x: new Date(p.bucket), y: p.rate! }));
  return (
    <div role="figure" aria-label="Volume fill rate per 10-minute bucket" data-testid="fill-rate-chart">
      <VictoryChart
        title="Fill rate per bucket"
        height={220}
        width={520}
        scale={{ x: 'time' }}
        padding={{ top: 10, bottom: 40, left: 60, right: 20 }}
        domainPadding={{ x: 12 }}
      >
        <VictoryAxis style={axis} tickFormat={(d: Date) => hhmm(d.toISOString())} tickCount={6} />
        <VictoryAxis dependentAxis style={axis} tickFormat={(y: number) => `${y} %`} />
        <VictoryBar data={bars} barWidth={8} style={{ data: { fill: COLORS.total } }} />
      </VictoryChart>
    </div>
  );
}
