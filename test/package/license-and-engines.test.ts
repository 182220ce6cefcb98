// What the package promises a newcomer: an MIT LICENSE beside package.json's "license", and that every
// installed package runs on the oldest Node the README names (npm warns EBADENGINE otherwise).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

// semver comes with the lint tool chain; its types are not installed, so only what is used is declared.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

interface LockEntry {
  readonly version?: string;
  readonly engines?: { node?: string } | string[];
}

describe('the package', () => {
  it('ships an MIT LICENSE, as package.json says', () => {
    const manifest = JSON.parse(read('package.json')) as { license: string; files: string[] };
    expect(manifest.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the codewinnow authors\n/);
    expect(manifest.files).toContain('LICENSE');
  });

  it('installs on the Node version the README names without an EBADENGINE warning', () => {
    const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
    const oldest = semver.minVersion(manifest.engines.node)?.version;
    expect(oldest).toBeDefined();
    expect(read('README.md')).toContain(`Node ${oldest!.split('.').slice(0, 2).join('.')} or newer`);
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range !== undefined && !semver.satisfies(oldest!, range);
      })
      .map(([path, entry]) => `${path}@${entry.version}`);
    expect(refusing).toEqual([]);
  });
});
