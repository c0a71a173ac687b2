// The parse pool's worker thread (see parse-pool.ts): runs the tasks of parse-tasks.ts by name.
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import { installPdfDecodeCap } from './pdf-decode-cap.ts';
import * as tasks from './parse-tasks.ts';
import { warmUpParsing } from './warm-up.ts';

export type ParseTasks = typeof tasks;

installPdfDecodeCap();

// Test-only (PARSE_WORKER_START_DELAY_MS): a thread as slow to start as on a machine whose cores
// are all taken. Piscina hands this thread no task before this module has loaded.
const { startDelayMs = 0 } = (workerData ?? {}) as { startDelayMs?: number };
if (startDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, startDelayMs));

// Piscina hands this thread a task once this module has loaded: after the warm-up.
await warmUpParsing();

export type ParseTaskMessage = {
  task: keyof ParseTasks;
  input: unknown;
  /** Told the moment the task starts here, so that the parse's time limit counts the parse only. */
  started: MessagePort;
};

export const runTask = ({ task, input, started }: ParseTaskMessage): Promise<unknown> => {
  started.postMessage('started');
  started.close();
  return (tasks[task] as (input: unknown) => Promise<unknown>)(input);
};
