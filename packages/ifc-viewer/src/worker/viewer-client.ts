import type { IdsReport } from '../ids/check-ids.ts';
import { IdsFileError } from '../ids/ids-file-error.ts';
import { IfcFileError } from '../model/check-file.ts';
import type { AppliedChanges, OpenResult, TicketSets } from '../session/model-session.ts';
import type { PropertyChange } from '../tickets/apply-changes.ts';
import type { Call, Phase, Reply } from './protocol.ts';

/** The visitor stopped the work under way. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
  }
}

interface Pending extends CallOptions {
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

export interface CallOptions {
  onPhase?: (phase: Phase) => void;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The page's side of the viewer's worker: calls as promises, progress as phases, and a cancel that
 * ends the worker outright (a file being read cannot be interrupted any other way). The next call
 * starts a new worker and hands it the files the page holds, so a cancel loses nothing but the work.
 */
export class ViewerClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  /** The file of each open model, as the page holds it: what a new worker is handed. */
  private readonly files = new Map<string, Uint8Array>();
  private readonly adopted = new Set<string>();
  private nextId = 1;
  private readonly create: () => Worker;

  constructor(create: () => Worker) {
    this.create = create;
  }

  /**
   * Starts the worker and web-ifc in it now, while the page fetches the model and draws its first frame,
   * rather than after the file has come.
   */
  warm() {
    void this.call({ method: 'warm' }).catch(() => undefined);
  }

  async open(key: string, bytes: Uint8Array, meshes: boolean, options?: CallOptions): Promise<OpenResult> {
    const result = await this.call<OpenResult>({ method: 'open', key, bytes, meshes }, options);
    this.files.set(key, bytes);
    this.adopted.add(key);
    return result;
  }

  async ticketSets(key: string, elements: number[], metresPerUnit: number, options?: CallOptions): Promise<TicketSets> {
    await this.handOver(key);
    return this.call({ method: 'ticketSets', key, elements, metresPerUnit }, options);
  }

  async apply(key: string, elements: number[], changes: PropertyChange[], options?: CallOptions): Promise<AppliedChanges> {
    await this.handOver(key);
    const applied = await this.call<AppliedChanges>({ method: 'apply', key, elements, changes }, options);
    this.files.set(key, applied.bytes);
    return applied;
  }

  /** Checks a model against an IDS file; rejects with an IdsFileError for a file it cannot read. */
  async checkIds(key: string, ids: string, options?: CallOptions): Promise<IdsReport> {
    await this.handOver(key);
    return this.call({ method: 'checkIds', key, ids }, options);
  }

  close(key: string) {
    this.files.delete(key);
    this.adopted.delete(key);
    if (this.worker) void this.call({ method: 'close', key }).catch(() => undefined);
  }

  /** Stops whatever runs: every pending call rejects with a CancelledError. */
  cancel() {
    this.worker?.terminate();
    this.worker = undefined;
    this.adopted.clear();
    for (const pending of this.pending.values()) pending.reject(new CancelledError());
    this.pending.clear();
  }

  dispose() {
    this.cancel();
    this.files.clear();
  }

  private async handOver(key: string) {
    const bytes = this.files.get(key);
    if (!bytes || this.adopted.has(key)) return;
    await this.call({ method: 'adopt', key, bytes });
    this.adopted.add(key);
  }

  private call<T>(call: Call, options: CallOptions = {}): Promise<T> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject, ...options });
      worker.postMessage({ ...call, id });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = this.create();
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      if ('phase' in reply) return pending.onPhase?.(reply.phase);
      if ('progress' in reply) return pending.onProgress?.(reply.progress.done, reply.progress.total);
      this.pending.delete(reply.id);
      if ('result' in reply) return pending.resolve(reply.result as never);
      const { error } = reply;
      pending.reject(
        'problem' in error
          ? new IfcFileError(error.problem)
          : 'idsProblem' in error
            ? new IdsFileError(error.idsProblem, error.detail)
            : new Error(error.message),
      );
    };
    // A worker that could not start (its script failed to load) fails every call, and the next starts anew.
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`viewer worker: ${event.message || 'did not start'}`);
      worker.terminate();
      this.worker = undefined;
      this.adopted.clear();
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    this.worker = worker;
    return worker;
  }
}
