// Issue 27: a script stopped by a timeout keeps running on the server (sshd does not end a session's
// commands when the client goes), so the test target's teardown must end the user's processes and
// the sessions sshd still holds, or every run leaves loops behind.
import { descendantsOf, listProcesses, processEnv, processesOfUid, processInfo, startSshTarget, waitFor } from '@dop/service-testing';
import { runScript } from '../../src/lib/ssh-session';

test('stopping the target ends the script a timeout left running, its session and sshd', async () => {
  const target = await startSshTarget();
  const { uid, name } = target.user;
  const sshdPid = target.sshd.pid;
  // By the login's USER too: once the user is deleted, a parallel test may be handed the same uid.
  const ours = () => processesOfUid(uid).filter((p) => processEnv(p.pid, 'USER') === name);
  try {
    const run = runScript({
      host: '127.0.0.1',
      port: target.sshd.port,
      username: target.user.name,
      password: target.user.password,
      script: 'echo started; i=0; while [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done\n',
      connectTimeoutMs: 10_000,
      timeoutMs: 1000,
      verifyHostKey: async () => undefined,
      onLine: () => undefined,
    });
    await expect(run).rejects.toMatchObject({ kind: 'timeout' });
    // The leak this guards against: the loop is still there after the service gave up on it.
    await waitFor(() => ours().some((p) => p.cmd === 'sh -s'), { what: 'the abandoned script' });
  } finally {
    await target.stop();
  }
  expect(ours()).toEqual([]);
  expect(processInfo(sshdPid)).toBeUndefined();
  expect(descendantsOf(sshdPid)).toEqual([]);
  // sshd's per-session processes run as root and are named after the user ("sshd: <user> [priv]").
  expect(listProcesses().filter((p) => p.state !== 'Z' && p.cmd.includes(name))).toEqual([]);
});
