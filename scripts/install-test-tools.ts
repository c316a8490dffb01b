import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { missingTestPackages } from './test-tools.ts';

/**
 * `npm test` runs this first ("pretest"), so README's test command alone passes on a fresh Debian machine:
 * what is already installed costs a few file checks; what is missing is installed with apt-get, which
 * needs root. Anywhere else it stops with the packages to install by hand.
 */
function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const packages = missingTestPackages(isExecutable);
if (packages.length > 0) {
  const canInstall = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`The tests need these Debian packages: ${packages.join(' ')}. Install them (as root):`);
    console.error(`  apt-get update && apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing what the tests drive: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}
