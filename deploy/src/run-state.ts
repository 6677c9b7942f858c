// DATA_DIR/supervisor.json records the supervisor's PID and its children's PIDs. It keeps two
// supervisors off one data directory, and lets the next start clean up children left behind when a
// supervisor was killed with SIGKILL (its children live in their own process groups and survive it).
import fs from 'node:fs';
import path from 'node:path';
import { info } from './log';
import { killGroup } from './managed-process';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { processAlive } from '@dop/service-kit/src/process-alive';

interface ChildRecord {
  name: string;
  pid: number;
  /** A piece of the child's command line, checked before killing so a reused PID is left alone. */
  marker: string;
}

interface RunState {
  pid: number;
  children: ChildRecord[];
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export class RunStateFile {
  readonly file: string;
  private state: RunState = { pid: process.pid, children: [] };

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'supervisor.json');
  }

  /** Refuses to run beside a live supervisor; kills children a dead one left behind and waits until they are gone. */
  async acquire(): Promise<void> {
    const previous = this.read();
    if (previous && previous.pid !== process.pid && processAlive(previous.pid) && /deploy[/\\]/.test(cmdline(previous.pid))) {
      throw new Error(`another supervisor (PID ${previous.pid}) is running with this DATA_DIR (${path.dirname(this.file)}); stop it first`);
    }
    const killed: number[] = [];
    for (const child of previous?.children ?? []) {
      if (processAlive(child.pid) && cmdline(child.pid).includes(child.marker)) {
        info(`stopping ${child.name} (PID ${child.pid}) left over from a previous run`);
        killGroup(child.pid, 'SIGKILL');
        killed.push(child.pid);
      }
    }
    // Their ports and data files are free only once they have really exited.
    await waitFor(async () => killed.every((pid) => !processAlive(pid)), {
      intervalMs: 50,
      timeoutMs: 10_000,
      what: 'the leftover children to exit',
    });
    this.write();
  }

  setChild(name: string, pid: number, marker: string): void {
    this.state.children = this.state.children.filter((c) => c.name !== name).concat({ name, pid, marker });
    this.write();
  }

  release(): void {
    try {
      if (this.read()?.pid === process.pid) fs.unlinkSync(this.file);
    } catch {}
  }

  private read(): RunState | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')) as RunState;
    } catch {
      return undefined;
    }
  }

  private write(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    // Written aside and renamed: a reader (npm start's tools, the fault suite) never sees half a file.
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.state, null, 2) + '\n');
    fs.renameSync(tmp, this.file);
  }
}
