// A search worker thread (services/search/search-threads.ts): every tenant's index, kept in step
// by the writes the main thread sends to all workers, answering the reads sent to this one.
import { parentPort } from 'node:worker_threads';
import { toThreadError } from '../../services/search/search-threads.ts';
import { createReplica, type ReplicaWrite } from './search-replica.ts';
import type { SearchTaskName } from './search-tasks.ts';

type Read = { op: 'run'; id: number; tenantId: number; name: SearchTaskName; input: unknown };

const replica = createReplica();

parentPort!.on('message', (message: ReplicaWrite | Read) => {
  if (message.op !== 'run') {
    replica.apply(message);
    return;
  }
  try {
    const result = replica.run(message.tenantId, message.name, message.input);
    parentPort!.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: toThreadError(error) });
  }
});
