// Development: the API server rebuilt and restarted on change (port 5000) and Vite with hot reload
// (port 5173, proxying /api to the server). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

let server;
const restart = () => {
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '5000' },
  });
};

const ctx = await context({
  ...serverBuildOptions,
  plugins: [{ name: 'restart', setup: (b) => b.onEnd((r) => r.errors.length === 0 && restart()) }],
});
await ctx.watch();

const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' });
const stop = () => {
  server?.kill('SIGTERM');
  vite.kill('SIGTERM');
  void ctx.dispose().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
