import { upload } from '@app/core/client';
import { useApiRuntime } from '@app/core/web';
import { createContext, useContext } from 'react';
import { backtestRoutes, type ImportSummaryWire } from '../shared/index.ts';

export interface MarketUploadFields {
  kind: string;
  symbol?: string;
  interval?: string;
}
export type MarketUpload = (
  fields: MarketUploadFields,
  files: File[],
  token: string | null,
) => Promise<{ imports: ImportSummaryWire[] }>;

/** The multipart upload (fields, then the files); stories swap it through <MarketUploadContext>. */
export const fetchMarketUpload: MarketUpload = (fields, files, token) =>
  upload(
    backtestRoutes.importMarketData,
    {
      fields: { kind: fields.kind || null, symbol: fields.symbol || null, interval: fields.interval || null },
      files: { files },
    },
    { token },
  );

export const MarketUploadContext = createContext<MarketUpload>(fetchMarketUpload);

export function useMarketUpload() {
  const upload = useContext(MarketUploadContext);
  const { tokens } = useApiRuntime();
  return (fields: MarketUploadFields, files: File[]) => upload(fields, files, tokens.get());
}
