import { defineRoute, Type } from '@app/core/shared';
import { WalletChainSchema, WalletSchema } from './admin.schema.ts';

export const getBalance = defineRoute({
  operationId: 'getBalance',
  method: 'GET',
  url: 'get-balance',
  tags: ['credits'],
  summary: "The signed-in user's credit balance (the ledger's sum)",
  response: Type.Object({ credits_balance: Type.Number() }),
});

export const getWallet = defineRoute({
  operationId: 'getWallet',
  method: 'GET',
  url: 'get-wallet',
  permission: 'view_wallet',
  tags: ['wallet'],
  summary: "The signed-in user's USDT deposit address, if allocated",
  querystring: Type.Object({ chain: Type.Optional(WalletChainSchema) }, { additionalProperties: false }),
  response: WalletSchema,
});

export const allocateWallet = defineRoute({
  operationId: 'allocateWallet',
  method: 'POST',
  url: 'allocate-wallet',
  permission: 'view_wallet',
  tags: ['wallet'],
  summary: 'Gives the signed-in user one USDT deposit address (TRC20 by default), always the same',
  body: Type.Object({ chain: Type.Optional(WalletChainSchema) }, { additionalProperties: false }),
  response: WalletSchema,
});
