import type { WebPlugin } from '@app/core/plugin-api';
import { authWebPlugin } from '@app/plugin-auth/web';
import { screeningWebPlugin } from '@app/plugin-screening/web';
import { backtestWebPlugin } from '@app/plugin-backtest/web';
import { orderbookWebPlugin } from '@app/plugin-orderbook/web';

/** The installed front-end plugins, in order (explicit list, no discovery). */
export const plugins: readonly WebPlugin[] = [authWebPlugin, screeningWebPlugin, backtestWebPlugin, orderbookWebPlugin];
