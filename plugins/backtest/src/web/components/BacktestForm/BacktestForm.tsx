import { Button, Group, NumberInput, Select } from '@mantine/core';
import { DateInput } from '@app/core/web';
import { useState, type FormEvent } from 'react';
import { BACKTEST_SYMBOLS, INTERVALS, QUOTE_SYMBOLS, type BacktestRequest } from '../../../shared/index.ts';

export const todayUtc = () => new Date().toISOString().slice(0, 10);
/** Seed 002 defaults: from 2025-01-01 to today, BTC / USDT, 4h, EMA, risk 1. */
export const defaultBacktestInput = (): BacktestRequest => ({
  symbol: 'BTCUSDT',
  from: '2025-01-01',
  to: todayUtc(),
  dateRange: '4h',
  indicatorType: 'EMA',
  risk: 1,
});

export interface BacktestFormProps {
  loading?: boolean;
  onSubmit(input: BacktestRequest): void;
  initial?: BacktestRequest;
}

export function BacktestForm({ loading, onSubmit, initial = defaultBacktestInput() }: BacktestFormProps) {
  const [base, setBase] = useState(initial.symbol.replace(/USDT$/, ''));
  const [quote, setQuote] = useState<string>('USDT');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to ?? todayUtc());
  const [range, setRange] = useState(initial.dateRange);
  const [ma, setMa] = useState<'EMA' | 'SMA'>(initial.indicatorType);
  const [risk, setRisk] = useState<number | string>(initial.risk);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ symbol: base + quote, from, to, dateRange: range, indicatorType: ma, risk: Number(risk) });
  };
  return (
    <form onSubmit={submit} aria-label="Backtest settings">
      <Group align="end" gap="sm" wrap="wrap">
        <DateInput label="From" value={from} onChange={setFrom} required clearable={false} w={150} />
        <DateInput label="To" value={to} onChange={setTo} required clearable={false} w={150} />
        <Select
          label="Symbol"
          data={[...BACKTEST_SYMBOLS]}
          value={base}
          onChange={(v) => v && setBase(v)}
          allowDeselect={false}
          w={100}
        />
        <Select
          label="Quote symbol"
          data={[...QUOTE_SYMBOLS]}
          value={quote}
          onChange={(v) => v && setQuote(v)}
          allowDeselect={false}
          w={110}
        />
        <Select
          label="Range"
          data={INTERVALS}
          value={range}
          onChange={(v) => v && setRange(v)}
          allowDeselect={false}
          w={90}
        />
        <Select
          label="Moving average"
          data={['EMA', 'SMA']}
          value={ma}
          onChange={(v) => v && setMa(v as 'EMA' | 'SMA')}
          allowDeselect={false}
          w={130}
        />
        <NumberInput
          label="Risk (fraction of equity per trade, 0–1)"
          value={risk}
          onChange={setRisk}
          min={0.01}
          max={1}
          step={0.05}
          decimalScale={4}
          w={270}
        />
        <Button type="submit" loading={loading}>
          Load Data
        </Button>
      </Group>
    </form>
  );
}
