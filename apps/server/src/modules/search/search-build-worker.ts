// A search build thread (tenant-builder.ts): builds one tenant's index at a time from the pages
// the main thread sends, and answers it in shared memory for the search threads.
import { parentPort } from 'node:worker_threads';
import type { BuildMessage, BuildReply } from './tenant-builder.ts';
import { startTenantBuild } from './tenant-search.ts';

let build: ReturnType<typeof startTenantBuild> | null = null;
const reply = (message: BuildReply) => parentPort!.postMessage(message);

parentPort!.on('message', (message: BuildMessage) => {
  try {
    if (message.op === 'start') build = startTenantBuild(message.language);
    else if (message.op === 'page') build?.add(message.positions);
    else if (build) {
      reply({ tenant: build.finish() });
      build = null;
    }
  } catch (error) {
    build = null;
    reply({ error: error instanceof Error ? error.message : String(error) });
  }
});
