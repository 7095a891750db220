import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layering of docs/ARCHITECTURE.md, enforced: dependency-cruiser with the rules of
 * .dependency-cruiser.cjs over core, server and web (no import cycle, type-only imports included;
 * core imports neither server nor web; features are islands; lib imports no UI; route files do no
 * database work; components call no API). A fixture tree that breaks every rule shows each rule
 * bites; the real tree must break none.
 */

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(root, '.dependency-cruiser.cjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

async function violations(cwd: string): Promise<Violation[]> {
  const { stdout } = await run(
    process.execPath,
    [bin, '--config', config, '--output-type', 'json', '--no-progress', 'core', 'server', 'web'],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const fixtures = mkdtempSync(path.join(tmpdir(), 'sponsorscope-layers-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixtures, file)), { recursive: true });
    writeFileSync(path.join(fixtures, file), text);
  }
}

describe('the layering', () => {
  it('each rule catches the import it forbids', async () => {
    write({
      'tsconfig.json':
        '{ "compilerOptions": { "jsx": "react-jsx", "module": "ESNext", "moduleResolution": "Bundler" } }',
      'core/pure.ts': "import { x } from '../server/thing';\nexport const y = x;\n",
      'core/contract/shapes.ts': "import { w } from '../widgets/w';\nexport const s = w;\n",
      'core/widgets/w.ts': 'export const w = 1;\n',
      'server/thing.ts': "import { v } from '../web/lib/api';\nexport const x = v;\n",
      'server/db/schema.ts': 'export const table = 1;\n',
      'server/mail/mailer.ts': "import { r } from '../features/one/routes';\nexport const m = r;\n",
      'server/features/one/routes.ts': "import { table } from '../../db/schema';\nexport const r = table;\n",
      'server/features/two/service.ts': "import { r } from '../one/routes';\nexport const s = r;\n",
      'web/lib/api.ts': "import { u } from '../ui/button';\nexport const v = u;\n",
      'web/ui/button.ts': "import { f } from '../features/one/a';\nexport const u = f;\n",
      'web/features/one/a.ts': "import { b } from '../two/b';\nexport const f = b;\n",
      'web/features/two/b.ts': "import type { C } from './c';\nexport const b: C | 1 = 1;\n",
      'web/features/two/c.ts': "import { b } from './b';\nexport type C = typeof b;\n",
      'web/features/two/View.tsx': "import { v } from '../../lib/api';\nexport const View = () => v;\n",
      'web/features/two/d.ts': "import { shell } from '../../app/shell';\nexport const d = shell;\n",
      'web/app/shell.ts': "import { x } from '../../server/thing';\nexport const shell = x;\n",
    });
    const names = new Set((await violations(fixtures)).map((v) => v.rule.name));
    expect([...names].sort()).toEqual(
      [
        'contract-is-a-leaf',
        'core-is-pure',
        'features-not-app',
        'lib-not-ui',
        'no-cycle',
        'server-features-are-islands',
        'server-not-web',
        'server-routes-no-database',
        'server-shared-not-features',
        'ui-not-features',
        'web-components-no-api',
        'web-features-are-islands',
        'web-not-server',
      ].sort(),
    );
  }, 60_000);

  it('the code breaks none of them', async () => {
    const found = (await violations(root)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found).toEqual([]);
  }, 60_000);
});

/** Every web file but the client and the tests: where an API address or a fetch must not appear. */
function webSources(dir = path.join(root, 'web')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : webSources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the one typed client', () => {
  it('is the only web module that writes an API address or calls fetch', () => {
    const client = path.join(root, 'web/lib/api.ts');
    const offenders = webSources()
      .filter((file) => file !== client)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
          .filter(({ line }) => /['"`]\/api\/|\bfetch\(|apiRequest/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('the decision records', () => {
  it('each carries its date and status, and every file it names exists', () => {
    const dir = path.join(root, 'docs/decisions');
    for (const name of readdirSync(dir)) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      expect(text.split('\n')[2], name).toMatch(
        /^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d{3})$/,
      );
      const named = [
        ...text.matchAll(/`((?:core|server|web|scripts|bench|e2e|data|docs)\/[\w./-]+\.\w+)`/g),
      ].map((m) => m[1]!);
      for (const file of named)
        expect(statSync(path.join(root, file), { throwIfNoEntry: false }), `${name}: ${file}`).toBeDefined();
    }
  });
});
