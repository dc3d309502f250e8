import { badRequest } from '@app/core/server';
import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { coverage } from '../market/market-data.service.ts';
import { importMarketFile, type ImportSummary } from '../market/import.service.ts';
import { MarketImportEntity } from '../market/market.entities.ts';
import { MARKET_KINDS, MarketFormatError, type MarketKind } from '../market/model.ts';
import { BACKTEST_MESSAGES as M, backtestRoutes as r } from '../shared/index.ts';

/** Largest single upload; bigger files go through the CLI in several files or are split. */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** Back-office market data: coverage, recent imports, streamed multipart import. */
export function marketHandlers(app: RouteRegistrar, ctx: PluginContext): void {
  app.route(r.listMarketData, async ({ em }) => {
    const imports = await em.find(MarketImportEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 50 });
    return {
      coverage: await coverage(em),
      imports: imports.map((i) => ({
        _id: String(i.id),
        kind: i.kind,
        symbol: i.symbol,
        interval: i.interval ?? null,
        file: i.fileName,
        rows: i.rows,
        inserted: i.inserted,
        updated: i.updated,
        gaps: i.gaps,
        imported_at: i.createdAt.toISOString(),
      })),
    };
  });

  app.route(r.importMarketData, async ({ request, principal }) => {
    if (!request.isMultipart())
      throw badRequest('Send the files as multipart/form-data: kind, optional symbol and interval, then files');
    const fields: Record<string, string> = {};
    const imports: ImportSummary[] = [];
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const kind = fields.kind as MarketKind;
      if (!MARKET_KINDS.includes(kind)) {
        part.file.resume();
        throw badRequest(M.badKind, 'kind');
      }
      try {
        imports.push(
          await importMarketFile(ctx.orm, {
            kind,
            name: part.filename,
            input: part.file,
            symbol: fields.symbol,
            interval: fields.interval,
            userId: principal.userId,
          }),
        );
      } catch (error) {
        part.file.resume();
        if (error instanceof MarketFormatError) throw badRequest(error.message, 'files');
        throw error;
      }
      if (part.file.truncated)
        throw badRequest(`${part.filename} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`, 'files');
    }
    if (!imports.length) throw badRequest(M.noImportFile, 'files');
    return { imports };
  });
}
