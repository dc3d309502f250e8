import { defineRoute, Type } from '@app/core/shared';
import { MESSAGES } from './messages.ts';
import { CONTACT_LIMITS } from './validation.ts';
import { BankSchema, TermsSchema, TermsVersionSchema } from './user.schema.ts';

const Status = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });
const Filled = (maxLength: number) => Type.String({ maxLength, errorMessage: MESSAGES.fillAllFields });

export const getTerms = defineRoute({
  operationId: 'getTerms',
  method: 'GET',
  url: 'get-terms',
  public: true,
  tags: ['site'],
  response: Type.Object({ terms: Type.Union([TermsSchema, Type.Null()]) }),
});

export const saveTerms = defineRoute({
  operationId: 'saveTerms',
  method: 'POST',
  url: 'save-terms',
  surface: 'bo',
  superUser: true,
  tags: ['back office'],
  // Two texts of up to 2M characters: larger than the 1 MB a body limit is derived up to (ADR 0010).
  bodyLimit: 5 * 1024 * 1024,
  body: Type.Object(
    { structure: Type.String({ maxLength: 2_000_000 }), content: Type.String({ maxLength: 2_000_000 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ terms: TermsSchema, message: Type.String() }),
});

const VersionId = Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: MESSAGES.termsVersionNotFound });

export const listTermsVersions = defineRoute({
  operationId: 'listTermsVersions',
  method: 'GET',
  url: 'terms/versions',
  surface: 'bo',
  superUser: true,
  tags: ['back office'],
  summary: 'Every saved version of the terms, newest (current) first, with who saved it',
  response: Type.Object({ versions: Type.Array(TermsVersionSchema) }),
});

export const getTermsVersion = defineRoute({
  operationId: 'getTermsVersion',
  method: 'GET',
  url: 'terms/version',
  surface: 'bo',
  superUser: true,
  tags: ['back office'],
  querystring: Type.Object({ id: VersionId }, { additionalProperties: false }),
  response: Type.Object({
    version: Type.Object({
      _id: Type.String(),
      content: Type.String(),
      text: Type.String(),
      structure: Type.String(),
      updatedAt: Type.String({ format: 'date-time' }),
      restoredFrom: Type.Union([Type.String(), Type.Null()]),
    }),
  }),
});

export const restoreTermsVersion = defineRoute({
  operationId: 'restoreTermsVersion',
  method: 'POST',
  url: 'terms/restore',
  surface: 'bo',
  superUser: true,
  tags: ['back office'],
  summary: 'Makes an earlier version current again by appending a copy of it (history is never rewritten)',
  body: Type.Object({ id: VersionId }, { additionalProperties: false }),
  response: Type.Object({ terms: TermsSchema, message: Type.String() }),
});

export const contactInfoText = defineRoute({
  operationId: 'contactInfoText',
  method: 'POST',
  url: 'contact-info-text',
  public: true,
  tags: ['site'],
  body: Type.Object(
    {
      name: Filled(CONTACT_LIMITS.name),
      email: Filled(CONTACT_LIMITS.email),
      companyName: Filled(CONTACT_LIMITS.companyName),
      message: Filled(CONTACT_LIMITS.message),
    },
    { additionalProperties: false },
  ),
  response: Status,
});

export const listBanks = defineRoute({
  operationId: 'listBanks',
  method: 'GET',
  url: 'banks/list',
  tags: ['site'],
  response: Type.Object({ banks: Type.Array(BankSchema) }),
});

export const generateViewToken = defineRoute({
  operationId: 'generateViewToken',
  method: 'POST',
  url: 'generate-view/token',
  tags: ['files'],
  summary:
    'A viewing token for one file view, valid 60 seconds while this session is open (id = the id of the view URL; without it, the first file opened)',
  body: Type.Object(
    {
      token: Type.Optional(Type.String({ maxLength: 4096 })),
      id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }),
});

export const reportError = defineRoute({
  operationId: 'reportError',
  method: 'POST',
  url: 'error',
  public: true,
  tags: ['site'],
  summary: 'Unhandled client failure, stored with the user when signed in',
  body: Type.Object(
    {
      error_cought: Type.Unknown(),
      source: Type.Optional(Type.String({ maxLength: 2000 })),
      url: Type.Optional(Type.String({ maxLength: 4000 })),
    },
    { additionalProperties: false },
  ),
  response: Status,
});

export const getOrganizationSettings = defineRoute({
  operationId: 'getOrganizationSettings',
  method: 'GET',
  url: 'organization/settings',
  tags: ['organisation'],
  response: Type.Object({ name: Type.String(), require_two_factor: Type.Boolean() }),
});

export const updateOrganizationSettings = defineRoute({
  operationId: 'updateOrganizationSettings',
  method: 'POST',
  url: 'organization/settings',
  tags: ['organisation'],
  summary: 'ADMINISTRATOR only: organisation name and the two-factor requirement',
  body: Type.Object(
    {
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
      require_two_factor: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ name: Type.String(), require_two_factor: Type.Boolean(), message: Type.String() }),
});

export const listOutbox = defineRoute({
  operationId: 'listOutbox',
  method: 'GET',
  url: 'dev/mails',
  superUser: true,
  tags: ['dev'],
  summary: 'Development outbox for super users (only when no SMTP_URL is configured and NODE_ENV is not production)',
  response: Type.Object({
    mails: Type.Array(
      Type.Object({
        _id: Type.String(),
        to: Type.String(),
        subject: Type.String(),
        text: Type.String(),
        html: Type.String(),
        created: Type.String(),
      }),
    ),
  }),
});
