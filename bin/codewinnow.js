#!/usr/bin/env node
// The CLI entry: the compiled TypeScript lives in build/ (made by `npm install` through the prepare script).
import { main } from '../build/src/cli/index.js';

process.exitCode = await main(process.argv.slice(2));
