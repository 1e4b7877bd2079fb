/**
 * Load generators run in a child process (`fork` with tsx), so they never share an event loop with the
 * server under test: on this 2-core machine the server gets one core and the load generator the other.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function forkBenchChild(relativeFile: string): ChildProcess {
  const file = fileURLToPath(new URL(relativeFile, import.meta.url));
  return fork(file, [], {
    // BENCH_CHILD_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to every child.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * Sends one request to a forked child and waits for its answer, a message `{ type: 'result' }`; other
 * messages on the way (marks of phases) go to `onOther`. Kills the child after `timeoutMs`.
 */
export function askChild<T>(
  child: ChildProcess,
  message: unknown,
  timeoutMs: number,
  onOther: (message: { type: string; [k: string]: unknown }) => void = () => {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (answer: { type: string; [k: string]: unknown }) => {
      if (answer?.type !== 'result') return onOther(answer);
      cleanup();
      resolve(answer as T);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`child exited with ${code} before answering`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(message as object);
  });
}

/** Waits for a child to exit (or kills it after `timeoutMs`). */
export function waitExit(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
