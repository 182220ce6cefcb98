// The installed command's entry point, bundled into dist-cli/index.js: runs the command line and sets the
// exit code. Everything else lives in main().
import { main } from './index.js';

process.exitCode = await main(process.argv.slice(2));
