import { loadMessages } from '../../src/shared/i18n/messages.js';
import { readBundles } from '../../scripts/compile-messages.mjs';
import type { MessageBundle } from '../../src/shared/i18n/messages.js';

// Components drawn by unit tests speak English without a provider (src/web/lib/i18n.tsx): its every
// catalogue is loaded before they run.
await loadMessages('en', Object.keys(readBundles()) as MessageBundle[]);
