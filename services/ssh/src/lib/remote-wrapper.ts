// Hand-written: nothing in ssh2 or OpenSSH ends a remote script when the client goes; this sh wrapper does.
// A channel's "signal" request did not end the script for a non-root user on OpenSSH's sshd, a PTY
// (whose hang-up would) merges stderr into stdout, and sshd leaves a session's commands running when
// the client goes: a script stopped by a timeout or an abort kept looping on the server. The wrapper runs the script in a process group
// of its own and ends that group as soon as its stdin closes, which happens when the connection ends
// for any reason while the script still runs.
//
// Protocol: the command carries the script's length in bytes; the client writes exactly that many
// bytes of script and keeps stdin open until the run is over. The script is fed to `sh -s` through a
// pipe, so it reads exactly as before, but its own stdin ends with the script instead of reaching
// the channel. Output and exit status pass through unchanged (a script killed by signal N exits
// 128+N, as a shell reports it). Needs only POSIX sh, `head -c` and `setsid` (util-linux, busybox).

/** The remote side, a POSIX sh program; $1 is the script's length. It holds no single quote. */
const WRAPPER = [
  // Keep the channel's stdin on fd 3: background lists get /dev/null as stdin unless told otherwise.
  'exec 3<&0',
  // The trailing "." keeps the script's final newlines, which $(...) would strip.
  's=$(head -c "$1" <&3; echo .)',
  's=${s%.}',
  // Not a group leader here (no job control), so setsid makes this sh the leader of a new session.
  'printf %s "$s" | setsid sh -s 3<&- &',
  'job=$!',
  // The watcher: stdin closing while the script runs means the client is gone: TERM the group, and
  // KILL what is left after 5 s. If the script has already ended (and was reaped) it does nothing.
  '{ cat >/dev/null; kill -0 $job 2>/dev/null || exit 0; kill -TERM -$job;',
  '  i=0; while kill -0 -$job && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done;',
  '  kill -0 -$job && kill -KILL -$job; } <&3 >/dev/null 2>&1 &',
  'exec 3<&-',
  'wait $job',
].join('\n');

/** The command to exec for a script of `scriptBytes` bytes (Buffer.byteLength of the script). */
export function wrappedScriptCommand(scriptBytes: number): string {
  if (!Number.isSafeInteger(scriptBytes) || scriptBytes < 0) throw new RangeError(`bad script length ${scriptBytes}`);
  return `sh -c '${WRAPPER}' sh ${scriptBytes}`;
}
