// The action's entry point, as action.yml runs it (bundled into dist/index.js).
import { run } from './main.js';

await run();
