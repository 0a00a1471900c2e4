/// <reference lib="webworker" />
import { createSheetJob, type SheetRequest } from './sheet-job';

/** Writes an Excel file off the page's thread: the page stays responsive however many rows. */
const job = createSheetJob();
const scope = workerScope();

/** This worker's scope: the client is typed with the page's DOM too, where `self` is the Window. */
function workerScope(): DedicatedWorkerGlobalScope {
  if (self instanceof DedicatedWorkerGlobalScope) return self;
  throw new Error('sheet.worker.ts runs only as a dedicated worker.');
}

scope.onmessage = (event: MessageEvent<SheetRequest>) => {
  const reply = job(event.data);
  if (reply?.type === 'done') scope.postMessage(reply, [reply.bytes]);
  else if (reply) scope.postMessage(reply);
};
