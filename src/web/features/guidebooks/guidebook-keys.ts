/** The cache keys of the user's guidebooks (lib/list-keys.ts). */
export { guidebookKeys } from '../../lib/list-keys';
