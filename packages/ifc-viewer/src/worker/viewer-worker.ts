/// <reference lib="webworker" />

import { IdsFileError } from '../ids/ids-file-error.ts';
import { browserWasm } from '../model/browser-wasm.ts';
import { IfcFileError } from '../model/check-file.ts';
import { IfcEngine } from '../model/ifc-engine.ts';
import { meshBuffers } from '../model/mesh-data.ts';
import { type AppliedChanges, ModelSession } from '../session/model-session.ts';
import type { Phase, Reply, Request } from './protocol.ts';

// The viewer's heavy work off the page's thread: web-ifc reads the files here, the ticket's index and
// writer run here, and the page stays free to answer the visitor whatever the model's size.
declare const self: DedicatedWorkerGlobalScope;

const session = new ModelSession(new IfcEngine(browserWasm));
// web-ifc starts as the worker does: it may have been started before the page has a file to give it.
// A failure here is met again, and reported, by the first call.
session.ready().catch(() => undefined);
const post = (reply: Reply, transfer: Transferable[] = []) => self.postMessage(reply, transfer);
const phase = (id: number, name: Phase) => post({ id, phase: name });

async function handle(request: Request): Promise<void> {
  const { id } = request;
  switch (request.method) {
    case 'open': {
      phase(id, 'engine');
      await session.ready();
      phase(id, 'read');
      const opened = await session.open(request.key, request.bytes, { meshes: request.meshes });
      post({ id, result: opened }, opened.meshes ? meshBuffers(opened.meshes) : []);
      // Ahead of the first ticket, while the visitor looks at the model.
      queue(() => void session.index(request.key));
      return;
    }
    case 'warm':
      await session.ready();
      return post({ id, result: undefined });
    case 'adopt':
      session.adopt(request.key, request.bytes);
      return post({ id, result: undefined });
    case 'ticketSets':
      phase(id, 'index');
      return post({ id, result: session.ticketSets(request.key, request.elements, request.metresPerUnit) });
    case 'apply': {
      phase(id, 'write');
      const applied = await session.apply(request.key, request.elements, request.changes);
      // A copy of the file goes to the page (it offers the download); the worker keeps its own for the next
      // ticket. Only the ticket's elements changed, and only their properties come along: copying a large
      // model's whole data into the page would hold its thread for a quarter of a second.
      const copy = applied.bytes.slice();
      post({ id, result: { bytes: copy, elements: applied.elements } satisfies AppliedChanges }, [copy.buffer]);
      queue(() => void session.index(request.key));
      return;
    }
    case 'checkIds': {
      phase(id, 'check');
      // A few hundred messages at most, not one per element.
      let last = 0;
      const report = await session.checkIds(request.key, request.ids, {
        onProgress: (done, total) => {
          if (done !== total && performance.now() - last < 100) return;
          last = performance.now();
          post({ id, progress: { done, total } });
        },
      });
      return post({ id, result: report });
    }
    case 'close':
      session.close(request.key);
      return post({ id, result: undefined });
  }
}

// One call at a time, in the order they came: a ticket waits for the model it is about.
let tail: Promise<void> = Promise.resolve();
function queue(task: () => void | Promise<void>) {
  tail = tail.then(task).catch(() => undefined);
}

self.onmessage = (event: MessageEvent<Request>) => {
  const request = event.data;
  queue(async () => {
    try {
      await handle(request);
    } catch (error) {
      post({
        id: request.id,
        error:
          error instanceof IfcFileError
            ? { problem: error.problem }
            : error instanceof IdsFileError
              ? { idsProblem: error.problem, detail: error.detail }
              : { message: String(error) },
      });
    }
  });
};
