// The installed command's entry point, bundled into dist-cli/index.js: runs the command line and sets the
// exit code. Everything else lives in main(). Started again in a worker thread (fingerprint-threads.ts), the
// same script serves that thread instead, and loads only what the thread needs: neither loads the other's
// modules.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const { main } = await import('./index.js');
  const { ThreadStarter } = await import('./thread-starter.js');
  const script = process.argv[1];
  const threads = script ? new ThreadStarter(script) : undefined;
  process.exitCode = await main(process.argv.slice(2), undefined, threads);
} else {
  const threads = await import('./fingerprint-threads.js');
  if (threads.isFingerprintThread()) threads.serveFingerprintThread();
}
