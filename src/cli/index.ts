// The CLI's entry: picks the command, and is the one place that turns errors into exit codes.
import { SubmissionPathError } from '../sources/submission-path-error.js';
import { defaultThreadCount, type ThreadStarter } from './thread-starter.js';
import { MAIN_HELP } from './help.js';
import { processTerminal, type Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

type Command = (args: string[], terminal: Terminal, threads?: ThreadStarter) => Promise<number>;

/**
 * A command that fingerprints on threads: it starts them first, so they load what they run while this thread
 * loads the command, and are up when the reading begins (a thread not needed is stopped unused).
 */
function onThreads(load: () => Promise<Command>): Command {
  return async (args, terminal, threads) => {
    threads?.startAhead(defaultThreadCount() - 1);
    return (await load())(args, terminal, threads);
  };
}

// Each command is loaded when it runs, so `--version`, `--help` and a compare never load what they do not
// use (the rescan's GitHub client is most of the bundle): start-up is most of a small course's run.
const COMMANDS: Record<string, Command> = {
  compare: onThreads(async () => (await import('./compare-command.js')).runCompare),
  check: onThreads(async () => (await import('./check-command.js')).runCheck),
  snapshot: async (args, terminal) => (await import('./snapshot-command.js')).runSnapshot(args, terminal),
  rescan: async (args, terminal) => (await import('./rescan-command.js')).runRescanCommand(args, terminal),
  merge: async (args, terminal) => (await import('./rescan-command.js')).runMergeCommand(args, terminal),
  review: async (args, terminal) => (await import('./review-command.js')).runReview(args, terminal),
};

/**
 * Runs the command line `argv` (without node and the script) and returns the exit code. `threads` is how
 * to start worker threads; without it (in-process, as in tests) everything runs on the calling thread.
 */
export async function main(
  argv: string[],
  terminal: Terminal = processTerminal(),
  threads?: ThreadStarter,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    terminal.stdout(MAIN_HELP);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version') {
    terminal.stdout('codewinnow 0.1.0\n');
    return 0;
  }
  const command = COMMANDS[name];
  try {
    if (!command) throw new UsageError(`unknown command '${name}'`);
    return await command(args, terminal, threads);
  } catch (error) {
    terminal.stderr(`codewinnow: ${describe(error)}\n`);
    if (isUsageProblem(error))
      terminal.stderr(`Run 'codewinnow ${command ? name + ' ' : ''}--help' for usage.\n`);
    return 2;
  } finally {
    threads?.close();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

// parseArgs throws TypeErrors with a code for unknown or malformed options.
function isUsageProblem(error: unknown): boolean {
  if (error instanceof UsageError || error instanceof SubmissionPathError) return true;
  return error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}
