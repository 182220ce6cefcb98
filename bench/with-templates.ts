// `npm run bench:templates -- [--kept] [COMPARE OPTIONS]`: bench:quality on IR-Plag with a competitive
// programmer's personal template in every file, a stress test for what held-out set A (competitive
// programming, personal templates left in) showed: templates cost F1 and AUC there.
// Each file gets one of eight templates (four public sources in bench/cp-templates, each as found and with a
// programmer's own additions), reads its input through it, and keeps its own code as it was. By default a
// file's template is drawn from its own path, whatever its label: a copy pasted into the copier's own template
// (the hard case). With --kept, a copy keeps its original's template (it copied the whole file).
// The files are written under the OS temp folder on every run (it takes well under a second).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from './list-files.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const source = resolve(process.env.IRPLAG_DIR ?? join(root, '../shared/data/irplag'));
const templateDir = join(root, 'bench', 'cp-templates');

/** What a programmer adds to a template they have used for a while. */
const OWN_ADDITIONS = `
    static void debug(Object... objects) { System.err.println(java.util.Arrays.deepToString(objects)); }
    static int[] counts(int[] values, int max) {
        int[] c = new int[max + 1];
        for (int v : values) c[v]++;
        return c;
    }
}`;

function templates(): string[] {
  return readdirSync(templateDir)
    .sort()
    .map((name) => readFileSync(join(templateDir, name), 'utf8').trimEnd())
    .flatMap((text) => [text, text.replace(/\n}$/, OWN_ADDITIONS)]);
}

/** Whose template a file gets: its own, or with `kept` a copy's original's (`src/case-01/original`). */
function templateOwner(path: string, kept: boolean): string {
  const copied = /^(.*)\/(plagiarized|original)\//.exec(path);
  return kept && copied ? `${copied[1]}/original` : path;
}

function writeDataset(out: string, kept: boolean): void {
  const pool = templates();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(join(source, 'pairs.csv'), join(out, 'pairs.csv'));
  for (const file of listFiles(join(source, 'src'))) {
    const path = relative(source, file);
    const pick = createHash('sha256').update(templateOwner(path, kept)).digest()[0]! % pool.length;
    const text = readFileSync(file, 'latin1').replace(
      /Scanner\s+(\w+)\s*=\s*new\s+Scanner\s*\(\s*System\.in\s*\)/g,
      'FastReader $1 = new FastReader()',
    );
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), `import java.io.*;\n${text}\n${pool[pick]}\n`, 'latin1');
  }
}

const args = process.argv.slice(2);
const keptAt = args.indexOf('--kept');
if (keptAt >= 0) args.splice(keptAt, 1);
const out = join(tmpdir(), `codewinnow-irplag-templates-${keptAt >= 0 ? 'kept' : 'own'}`);
writeDataset(out, keptAt >= 0);
console.log(
  `IR-Plag with personal templates (${keptAt >= 0 ? "each copy keeps its original's" : 'each file its own'}), in ${out}`,
);
const run = spawnSync('node', [join(here, 'quality.js'), ...args], {
  stdio: 'inherit',
  env: { ...process.env, IRPLAG_DIR: out },
});
process.exit(run.status ?? 1);
