// Renders every indexable page of the route table to HTML at build time (after `vite build`):
// dist/web/pages/<name>.html is index.html with the page's markup, title and description in it.
// The server sends that file for the path; the browser paints it at once and hydrates it.
// The renderer stays in dist/ssr: the server renders signed-in views with it per request
// (server/plugins/ssr.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const outDir = path.resolve('dist/ssr');
await build({
  logLevel: 'warn',
  build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderPage, routeTable, prerenderedFile, fillTemplate } = await import(
  pathToFileURL(path.join(outDir, 'prerender.js')).href
);

const template = await readFile('dist/web/index.html', 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
await mkdir('dist/web/pages', { recursive: true });
let count = 0;
// Pages whose first render depends on the clock (the enterprise panels are seeded by time bucket)
// would not match what the browser renders from a page built days before: signed in, the server
// renders them per request with its clock (server/plugins/ssr.ts); signed out, the browser draws them.
const clockDependent = new Set(['/enterprise']);
for (const route of routeTable.filter((r) => r.indexable && !clockDependent.has(r.path))) {
  const page = await renderPage(route.path);
  if (/<script/i.test(page.html))
    throw new Error(`${route.path} rendered an inline script (the CSP forbids it)`);
  const html = fillTemplate(template, page);
  await writeFile(path.join('dist/web', prerenderedFile(route.path)), html);
  count++;
}
console.log(`prerendered ${count} pages into dist/web/pages`);
