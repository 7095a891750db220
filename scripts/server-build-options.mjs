// esbuild options for the server bundle: our code (server/, core/) bundled, packages left external.
export const serverBuildOptions = {
  entryPoints: ['server/main.ts', 'server/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
