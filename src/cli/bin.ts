// The installed command's entry point, bundled into dist-cli/index.js: runs the command line and sets the
// exit code. Everything else lives in main(). Started again in a worker thread (fingerprint-threads.ts), the
// same script serves that thread instead.
import { isMainThread } from 'node:worker_threads';
import { main } from './index.js';

if (isMainThread) {
  const script = process.argv[1];
  process.exitCode = await main(process.argv.slice(2), undefined, script ? { script } : undefined);
} else {
  const threads = await import('./fingerprint-threads.js');
  if (threads.isFingerprintThread()) threads.serveFingerprintThread();
}
