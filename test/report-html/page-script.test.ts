// The page's script is compiled from src/report/html/page/ at build time and committed as a module; like CI's
// dist/ check, a stale module fails here rather than shipping a page that differs from its source.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT } from '../../src/report/html/page-script.js';
import { buildPageScriptModule, PAGE_SCRIPT_MODULE } from '../../tools/page-script-module.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the page script module', () => {
  it('is exactly a fresh build of the page code', async () => {
    const committed = readFileSync(join(ROOT, PAGE_SCRIPT_MODULE), 'utf8');
    expect(committed, `${PAGE_SCRIPT_MODULE} is stale: run npm run build:page`).toBe(
      await buildPageScriptModule(ROOT),
    );
  });

  it('is one strict script that cannot close its script element', () => {
    expect(PAGE_SCRIPT).toMatch(/^"use strict";\(function\(\)\{/);
    expect(PAGE_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
