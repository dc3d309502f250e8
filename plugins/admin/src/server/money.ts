/** Money is kept as numeric(18,4) in PostgreSQL and computed here in whole 1/10000 units (no float drift). */
export const UNIT = 10_000;
export const toUnits = (value: number | string): number => Math.round(Number(value) * UNIT);
export const fromUnits = (units: number | bigint): number => Number(units) / UNIT;
/** Credits are shown with 2 decimals [000:158]. */
export const formatCredits = (value: number): string => value.toFixed(2);
