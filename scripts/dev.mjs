// Development: the API with reload on :3000 and Vite with hot reload on :5173 (open that one).
import { spawn } from 'node:child_process';
import { compileMessages } from './compile-messages.mjs';

compileMessages();

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
