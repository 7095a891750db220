import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

/**
 * Screens loaded by a link anyone can open: they keep small chunks of their own, so a public page
 * never downloads signed-in code (the home page's JavaScript budget, bench/run.mjs).
 */
const PUBLIC_SCREEN = /web[\\/]features[\\/](marketing|legal|company|errors)[\\/]/;
/** Screens opened rarely or by few (editors, admins, exports): their code stays apart. */
const APART =
  /web[\\/]features[\\/](data-desk|newsletter|feedback-admin)[\\/]|web[\\/]ui[\\/]charts|write-excel-file/;
/** The search screen and the three views a link to /search opens. */
const SEARCH = /web[\\/](app[\\/]SearchScreen|features[\\/]intelligence[\\/])/;

/** An icon library's index re-exports every icon: reaching it says nothing about which icons a screen uses. */
const BARREL = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** The names a barrel exports a module under (`export { default as Eye, ... } from './icons/eye.mjs'`). */
function barrelNames(barrelCode: string, id: string): string[] {
  const file = id.split(/[\\/]/).pop() ?? '';
  const line = barrelCode.split('\n').find((l) => l.includes(`/${file}'`) || l.includes(`/${file}"`)) ?? '';
  return [...line.matchAll(/as (\w+)/g)].map((m) => m[1] as string);
}

/**
 * The screens (modules loaded by a dynamic import, or the entry) whose static imports reach a module.
 * Through an icon barrel, only importers that name the icon count. Memoised per module id.
 */
function screensOf(id: string, ctx: ChunkingContext, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const screens = new Set<string>();
  memo.set(id, screens);
  const info = ctx.getModuleInfo(id);
  if (!info) return screens;
  if (info.dynamicImporters.length > 0 || info.isEntry) screens.add(id);
  for (const importer of info.importers) {
    let via = [importer];
    if (BARREL.test(importer)) {
      const names = barrelNames(ctx.getModuleInfo(importer)?.code ?? '', id);
      const named = new RegExp(`\\b(${names.join('|') || '$^'})\\b`);
      via = (ctx.getModuleInfo(importer)?.importers ?? []).filter((i) =>
        named.test(ctx.getModuleInfo(i)?.code ?? ''),
      );
    }
    for (const v of via) for (const s of screensOf(v, ctx, memo)) screens.add(s);
  }
  return screens;
}

/**
 * Issue 19: a link to a view used to load about fifty chunks, each a round trip on a phone's
 * network. Code used only by signed-in screens is bundled into two chunks instead: `search` (the
 * search screen and its views) and `app` (what other signed-in screens share with them).
 */
function chunkName(id: string, ctx: ChunkingContext, memo: Map<string, Set<string>>): string | null {
  // A module loaded by a dynamic import keeps its own chunk (its namespace object lives there).
  if (ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
  const screens = [...screensOf(id, ctx, memo)];
  if (screens.length === 0 || screens.some((s) => ctx.getModuleInfo(s)?.isEntry)) return null;
  if (screens.some((s) => PUBLIC_SCREEN.test(s))) return null;
  if (APART.test(id) || screens.every((s) => APART.test(s))) return null;
  const search = screens.filter((s) => SEARCH.test(s)).length;
  if (search === screens.length) return 'search';
  if (search > 0) return 'app';
  // Used by one screen only: it stays in that screen's chunk.
  return screens.length > 1 ? 'shared' : null;
}

/**
 * write-excel-file's browser build zips with fflate's `zip`, which starts a Web Worker from a
 * `blob:` address for a sheet over 160 kB: the Content-Security-Policy blocks it and the brand
 * view's Excel export never finished (issue 36). Its zip step gets a `zip` that works on the page
 * (web/features/intelligence/brand/zip-on-page.ts); the build fails if the library's layout moves.
 */
function excelZipOnPage(): Plugin {
  const zipper = /write-excel-file[\\/]modules[\\/]zip[\\/]zipToArrayBuffer\.js$/;
  const onPage = fileURLToPath(new URL('web/features/intelligence/brand/zip-on-page.ts', import.meta.url));
  let writer = false;
  let swapped = false;
  return {
    name: 'excel-zip-on-page',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('write-excel-file')) writer = true;
      if (source !== 'fflate' || !importer || !zipper.test(importer)) return null;
      swapped = true;
      return onPage;
    },
    generateBundle() {
      if (writer && !swapped)
        this.error('write-excel-file no longer zips in zipToArrayBuffer.js: see excelZipOnPage');
    },
  };
}

export default defineConfig(() => {
  const memo = new Map<string, Set<string>>();
  return {
    root: 'web',
    publicDir: 'public',
    plugins: [react(), tailwindcss(), excelZipOnPage()],
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      // .vite/manifest.json: the server names a link's screen chunks and data ahead (server/plugins/web.ts).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              // What every page runs stays together, ahead of the groups below (which take their
              // modules' dependencies with them).
              { name: 'index', tags: ['$initial' as const], priority: 10 },
              {
                debugName: 'signed-in',
                name: (id: string, ctx: ChunkingContext) => chunkName(id, ctx, memo),
                priority: 1,
              },
            ],
          },
        },
      },
    },
    // Served as it is in development too, so excelZipOnPage sees the library's own imports.
    optimizeDeps: { exclude: ['write-excel-file'] },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:5000' },
    },
  };
});
