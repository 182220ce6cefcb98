// `npm run build:page`: writes src/report/html/page-script.ts from the page code. Run from the repository root.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPageScriptModule, PAGE_SCRIPT_MODULE } from './page-script-module.js';

const root = process.cwd();
writeFileSync(join(root, PAGE_SCRIPT_MODULE), await buildPageScriptModule(root));
console.log(`wrote ${PAGE_SCRIPT_MODULE}`);
