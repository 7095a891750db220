// Makes sure Debian's Chromium is there for the browser tests: installs it when running as root,
// otherwise stops with the command to run. Never downloads a browser build of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${path}. Install Debian's package: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package (about a minute)...");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
} catch {
  console.error('Installing chromium failed. Run: apt-get update && apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
