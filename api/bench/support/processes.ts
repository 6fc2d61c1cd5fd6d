// What the processes of a run cost, read from the kernel: who listens on a port, resident
// memory, CPU time.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The process listening on a loopback port (ss). */
export function pidOnPort(url: string): number | null {
  const port = new URL(url).port;
  const out = execFileSync('ss', ['-H', '-ltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}

/** pidOnPort, with -1 for "not found" (a group holding it reads n/a in cpuDuring). */
export const portPid = (url: string) => pidOnPort(url) ?? -1;

/** Resident memory of a process, MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU seconds the whole machine has spent busy (not idle or waiting on I/O), from /proc/stat. */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

/**
 * CPU used by groups of processes during `work`, in cores (CPU seconds per second). The groups'
 * processes are listed once, before; one that exits meanwhile counts nothing. `machine` is the
 * whole machine's, so what no group names (PostgreSQL's backends) shows as the difference.
 */
export async function cpuDuring<T>(groups: Record<string, number[]>, work: () => Promise<T>) {
  const before = new Map(
    Object.values(groups)
      .flat()
      .map((pid) => [pid, cpuSecondsOf(pid)]),
  );
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const used = (pid: number) => Math.max(0, cpuSecondsOf(pid) - before.get(pid)!);
  // A group whose process was not found (ss shows no owner) is n/a, not 0.
  const cores = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [
      name,
      pids.some((pid) => pid < 0)
        ? 'n/a'
        : Number((pids.reduce((sum, pid) => sum + used(pid), 0) / seconds).toFixed(2)),
    ]),
  );
  const machine = Number(((machineBusySeconds() - machineBefore) / seconds).toFixed(2));
  return { result, cores, machine };
}

/** The cluster's processes by part, as cpuDuring counts them; the generator is this process. */
export function clusterProcessGroups(cluster: {
  processUrls: string[];
  redisUrl: string;
  apiUrl: string;
}): Record<string, number[]> {
  return {
    api: cluster.processUrls.map(portPid),
    redis: [portPid(cluster.redisUrl.replace('redis:', 'http:'))],
    haproxy: [portPid(cluster.apiUrl)],
    generator: [process.pid],
  };
}
