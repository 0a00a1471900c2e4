/// <reference lib="webworker" />
import { createSheetJob, type SheetRequest } from './sheet-job';

/** Writes an Excel file off the page's thread: the page stays responsive however many rows. */
const job = createSheetJob();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SheetRequest>) => {
  const reply = job(event.data);
  if (reply?.type === 'done') scope.postMessage(reply, [reply.bytes]);
  else if (reply) scope.postMessage(reply);
};
