// Whether a process still runs. kill(pid, 0) also answers for a zombie: a process that has ended
// (a kill -9, a crash) but that its parent has not reaped yet. A zombie holds nothing any more,
// so a lock it left is stale.
import { readFile } from 'node:fs/promises';

/** The state letter of /proc/<pid>/stat (R, S, D, Z, X…), or null when it cannot be read. */
async function linuxState(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state …": comm may itself hold spaces and parentheses, so the state is read
    // after the last closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).charAt(0) || null;
  } catch {
    return null;
  }
}

export async function isProcessRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Elsewhere there is no cheap way to see a zombie; kill's answer stands. On Linux an unreadable
  // /proc leaves it standing too, so a live holder is never taken for gone.
  if (process.platform !== 'linux') return true;
  const state = await linuxState(pid);
  return state !== 'Z' && state !== 'X';
}
