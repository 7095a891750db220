import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this module that holds package.json (works from source and dist). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server module');
    dir = parent;
  }
}

export const projectRoot = findRoot();
export const migrationsDir = path.join(projectRoot, 'server', 'db', 'migrations');
export const webDistDir = path.join(projectRoot, 'dist', 'web');
