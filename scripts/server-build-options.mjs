// esbuild options for the server bundle: our code (server/, core/) bundled, packages left external.
// The import worker is its own entry: the server starts it from dist/server/import-worker.js.
export const serverBuildOptions = {
  entryPoints: ['server/main.ts', 'server/cli.ts', 'server/import-worker.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
