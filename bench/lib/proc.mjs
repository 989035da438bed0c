// Process-tree and CPU-time helpers over Linux /proc. workerd in local mode reports no CPU time per
// request, so the bench reads the kernel's per-process utime+stime instead.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Parses /proc/<pid>/stat; the name is in parentheses and may contain spaces, so split after the last ")". */
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    // fields[0] is field 3 (state) of proc(5), so field n is fields[n - 3].
    const fields = text.slice(close + 2).split(" ");
    return {
      pid,
      comm,
      ppid: Number(fields[1]),
      utime: Number(fields[11]),
      stime: Number(fields[12]),
      startTime: fields[19],
    };
  } catch {
    return null; // the process ended between readdir and read
  }
}

function allProcesses() {
  const list = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) list.push(stat);
  }
  return list;
}

/** Every live descendant of `rootPid` (not the root itself), with name and start time. */
export function descendants(rootPid) {
  const byParent = new Map();
  for (const proc of allProcesses()) {
    if (!byParent.has(proc.ppid)) byParent.set(proc.ppid, []);
    byParent.get(proc.ppid).push(proc);
  }
  const found = [];
  const queue = [rootPid];
  while (queue.length) {
    for (const child of byParent.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/** Summed utime+stime in milliseconds of the given pids; ended processes count as 0. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) ticks += stat.utime + stat.stime;
  }
  return (ticks * 1000) / clockTicks;
}

/** True while `proc` (from descendants()) still runs as the same process (pids can be reused). */
export function stillRunning(proc) {
  const now = readStat(proc.pid);
  return now !== null && now.startTime === proc.startTime;
}

export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/**
 * The processes of one Worker served by Wrangler's dev server (scripts/dev-worker.mjs), by the pid
 * of its wrangler process and its public port: two workerd processes, a dev proxy that owns the
 * public port and forwards to the runtime that executes the Worker (on a random port). Only the
 * runtime is the Worker's own work. A wrangler that serves from a single workerd has no separate
 * proxy: that one counts as the runtime.
 */
export function workerProcesses(wranglerPid, port) {
  const workerd = descendants(wranglerPid).filter((proc) => proc.comm === "workerd");
  const isProxy = (proc) => commandLine(proc.pid).includes(`entry=127.0.0.1:${port}`);
  if (workerd.every(isProxy)) return { wranglerPid, runtimePids: workerd.map((proc) => proc.pid), proxyPids: [] };
  return {
    wranglerPid,
    runtimePids: workerd.filter((proc) => !isProxy(proc)).map((proc) => proc.pid),
    proxyPids: workerd.filter(isProxy).map((proc) => proc.pid),
  };
}
