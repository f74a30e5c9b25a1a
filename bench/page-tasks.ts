/**
 * The longest main-thread task of a page's own work in a Lighthouse trace, on Lighthouse's scale.
 *
 * Lighthouse's long-tasks audit also counts the task in which Chromium commits the navigation and
 * creates the page's JavaScript context. That task comes before the first byte of the page is
 * parsed, is as long for a page of three lines as for the longest one here (15 to 48 ms observed on
 * the bench machine), and no page can shorten it. This figure leaves it out and keeps everything the
 * page causes: parsing, style, layout, paint, image decoding, script and hydration.
 */
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { beginData?: { url?: string } } };

function mainThreadTasks(traceEvents: TraceEvent[], origin: string) {
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`no ParseHTML of ${origin} in the trace`);
  const events = traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  return { events, tasks: events.filter((e) => e.name === 'RunTask') };
}

const ms = (task: TraceEvent) => (task.dur ?? 0) / 1000;

export function longestPageTask(traceEvents: TraceEvent[], origin: string, cpuSlowdown: number): number {
  const { events, tasks } = mainThreadTasks(traceEvents, origin);
  const commits = events.filter((e) => e.name === 'DocumentLoader::CommitNavigation');
  const isCommit = (task: TraceEvent) => commits.some((c) => c.ts >= task.ts && c.ts < task.ts + (task.dur ?? 0));
  return Math.max(0, ...tasks.filter((task) => !isCommit(task)).map((task) => ms(task) * cpuSlowdown));
}

/**
 * The longest main-thread task as it ran on this machine, navigation commit included. Lighthouse's
 * simulated throttling records the load unthrottled and scales CPU time only in its model, so this is
 * the task length the bench machine itself saw.
 */
export function longestMachineTask(traceEvents: TraceEvent[], origin: string): number {
  return Math.max(0, ...mainThreadTasks(traceEvents, origin).tasks.map(ms));
}
