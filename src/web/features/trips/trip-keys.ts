import type { QueryClient } from '@tanstack/react-query';
import { tripKeys } from '../../lib/list-keys';

/** The cache keys of the user's trips (lib/list-keys.ts). */
export { tripKeys };

/** Every trip read again: after the owner's queued changes reached the server, its answer wins (decision 024). */
export const readTripsAgain = (client: QueryClient) => client.invalidateQueries({ queryKey: tripKeys.all });
