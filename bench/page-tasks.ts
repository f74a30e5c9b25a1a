/**
 * The longest main-thread task of a page's own work in a Lighthouse trace, on Lighthouse's scale.
 *
 * Lighthouse's long-tasks audit also counts the task in which Chromium commits the navigation and
 * creates the page's JavaScript context. That task comes before the first byte of the page is
 * parsed, is as long for a page of three lines as for the longest one here (15 to 48 ms observed on
 * the bench machine), and no page can shorten it. This figure leaves it out and keeps everything the
 * page causes: parsing, style, layout, paint, image decoding, script and hydration.
 */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
};

/** The page's main-thread tasks: all of them, and those of the page's own work (without the navigation commit). */
function mainThreadTasks(traceEvents: TraceEvent[], origin: string) {
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`no ParseHTML of ${origin} in the trace`);
  const events = traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const tasks = events.filter((e) => e.name === 'RunTask');
  const commits = events.filter((e) => e.name === 'DocumentLoader::CommitNavigation');
  const isCommit = (task: TraceEvent) => commits.some((c) => c.ts >= task.ts && c.ts < task.ts + (task.dur ?? 0));
  return { parse, tasks, pageTasks: tasks.filter((task) => !isCommit(task)) };
}

const ms = (task: TraceEvent) => (task.dur ?? 0) / 1000;

export function longestPageTask(traceEvents: TraceEvent[], origin: string, cpuSlowdown: number): number {
  return Math.max(0, ...mainThreadTasks(traceEvents, origin).pageTasks.map((task) => ms(task) * cpuSlowdown));
}

/**
 * The longest main-thread task as it ran on this machine, navigation commit included. Lighthouse's
 * simulated throttling records the load unthrottled and scales CPU time only in its model, so this is
 * the task length the bench machine itself saw.
 */
export function longestMachineTask(traceEvents: TraceEvent[], origin: string): number {
  return Math.max(0, ...mainThreadTasks(traceEvents, origin).tasks.map(ms));
}

/**
 * The blocking time of the page's own main-thread tasks from its first contentful paint on, as
 * Lighthouse's blocking time counts it (each task's time beyond 50 ms, slowed `cpuSlowdown` times),
 * once by the tasks' wall time, which Lighthouse's model scales, and once by their thread time, the
 * time the renderer's main thread actually ran. The two part where the thread waited: for a core
 * that the browser's own navigation work, the compositor and the raster workers held (this bench
 * machine has two), or for another process. A phone of the class the slowdown stands for has six to
 * eight cores, so the thread-time figure is the page's own share.
 */
export function blockingAfterFirstPaint(traceEvents: TraceEvent[], origin: string, cpuSlowdown: number): { wall: number; thread: number } {
  const { parse, pageTasks } = mainThreadTasks(traceEvents, origin);
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid && e.ts >= parse.ts);
  if (!paint) throw new Error(`no first contentful paint of ${origin} in the trace`);
  let wall = 0;
  let thread = 0;
  for (const task of pageTasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end <= paint.ts) continue;
    // As Lighthouse does, only the part after the paint counts; thread time in the same share.
    const share = (end - Math.max(task.ts, paint.ts)) / (task.dur || 1);
    wall += Math.max(0, ms(task) * share * cpuSlowdown - 50);
    thread += Math.max(0, ((task.tdur ?? 0) / 1000) * share * cpuSlowdown - 50);
  }
  return { wall, thread };
}
