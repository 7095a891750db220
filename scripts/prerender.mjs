// Renders every indexable page of the route table to HTML at build time (after `vite build`):
// dist/web/pages/<name>.html is index.html with the page's markup, title and description in it.
// The server sends that file for the path; the browser paints it at once and hydrates it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const outDir = path.resolve('dist/prerender');
await build({
  logLevel: 'warn',
  build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderPage, routeTable, prerenderedFile, escapeHtml } = await import(
  pathToFileURL(path.join(outDir, 'prerender.js')).href
);

const template = await readFile('dist/web/index.html', 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
await mkdir('dist/web/pages', { recursive: true });
let count = 0;
// Pages whose first render depends on the clock (the enterprise panels are seeded by time bucket)
// would not match what the browser renders; they stay client-rendered.
const clockDependent = new Set(['/enterprise']);
for (const route of routeTable.filter((r) => r.indexable && !clockDependent.has(r.path))) {
  const page = await renderPage(route.path);
  if (/<script/i.test(page.html))
    throw new Error(`${route.path} rendered an inline script (the CSP forbids it)`);
  let html = template.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (page.title) html = html.replace(/<title>.*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.meta) {
    html = html.replace(
      /<meta name="description" content=".*?" \/>/,
      `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
    );
  }
  await writeFile(path.join('dist/web', prerenderedFile(route.path)), html);
  count++;
}
await rm(outDir, { recursive: true });
console.log(`prerendered ${count} pages into dist/web/pages`);
