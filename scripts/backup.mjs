// npm run backup -- <file>: a consistent copy of the SQLite database npm start uses, taken while it serves
// (src/server/backup-cli.ts).
import { runServerCli } from './server-cli.mjs';

await runServerCli('backup-cli');
