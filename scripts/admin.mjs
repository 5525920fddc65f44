// npm run admin -- grant|revoke <email>: the server's own code (src/server/admin-cli.ts) against the
// database npm start uses.
import { runServerCli } from './server-cli.mjs';

await runServerCli('admin-cli');
