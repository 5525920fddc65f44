import { z } from 'zod';
import { defineContracts } from './contract.js';

export const apiDocsContracts = defineContracts({
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tag: 'Service',
    summary:
      'This API described as OpenAPI 3.1, generated from the same contracts the server validates with.',
    response: {
      status: 200,
      schema: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()),
      }),
    },
  },
});
