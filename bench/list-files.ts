// Every file under a folder, as paths joined to it: how the IR-Plag benchmarks find a task's sources.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}
