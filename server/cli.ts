import path from 'node:path';
import { roles } from '../core/contract/auth';
import { ConfigError, loadConfig } from './config';
import { importRecords, readImportFile } from './data-import';
import { openDatabase } from './db/client';
import { setRole } from './features/auth/admin-bootstrap';

const usage = `Usage:
  npm run user -- promote EMAIL ROLE     set a user's role (${roles.join(', ')})
  npm run data:import -- FILE            load brands, properties, athletes or partnerships (CSV or JSON)

Works on the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR).
With the embedded database, stop the server first: only one process can open it.`;

function progressBar(done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / Math.max(total, 1)) * width);
  const line = `Importing [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total || done % 1000 === 0) process.stderr.write(`${line}\n`);
}

async function importCommand(file: string | undefined): Promise<number> {
  if (!file) {
    console.error(usage);
    return 64;
  }
  let rows: Awaited<ReturnType<typeof readImportFile>>;
  try {
    rows = await readImportFile(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 65;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { imported, rejected } = await importRecords(
      database.db,
      rows,
      `operator import (${path.basename(file)})`,
      progressBar,
    );
    console.log(
      `Imported ${imported.brands} brands, ${imported.properties} properties, ${imported.athletes} athletes, ${imported.partnerships} partnerships.`,
    );
    if (rejected.length > 0) {
      console.log(`Rejected ${rejected.length} row${rejected.length === 1 ? '' : 's'}:`);
      for (const r of rejected) console.log(`  ${r.kind} row ${r.row}: ${r.reason}`);
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(
      `Import failed and nothing was written: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args[0] === 'import') return importCommand(args[1]);
  const [command, email, role] = args;
  if (command !== 'promote' || !email || !role) {
    console.error(usage);
    return 64;
  }
  if (!(roles as readonly string[]).includes(role)) {
    console.error(`Unknown role "${role}": use one of ${roles.join(', ')}.`);
    return 64;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (!(await setRole(database.db, email, role as (typeof roles)[number]))) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    console.log(`${email} is now ${role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
