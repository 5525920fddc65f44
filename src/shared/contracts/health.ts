import { z } from 'zod';
import { defineContracts } from './contract.js';

export const healthContracts = defineContracts({
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'Service',
    summary: 'Answers once the database is reachable; for load balancers and health checks.',
    response: { status: 200, schema: z.object({ status: z.literal('ok') }) },
  },
});
