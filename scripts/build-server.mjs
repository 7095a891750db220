// Bundles the server into dist/server/main.js.
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

await build(serverBuildOptions);
console.log('server built: dist/server/main.js, cli.js and import-worker.js');
