import type { ChangeDetail } from '@dop/contracts/changes';
import { followChange } from '../lib/follow-change';
import { detail } from './helpers/change-fixtures';

describe('following a revert until it settles (issue 30)', () => {
  it('reads until the set is no longer applying, waiting between reads', async () => {
    const answers = [detail({ status: 'applying' }), detail({ status: 'applying' }), detail({ status: 'applied' })];
    const waits: number[] = [];
    const read = jest.fn(async () => answers.shift() as ChangeDetail);
    const settled = await followChange('c1', read, { intervalMs: 500, wait: async (ms) => void waits.push(ms) });
    expect(settled?.status).toBe('applied');
    expect(read).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 500]);
  });

  it('gives up with null at the timeout', async () => {
    let clock = 0;
    const settled = await followChange('c1', async () => detail({ status: 'applying' }), {
      intervalMs: 1000,
      timeoutMs: 3000,
      now: () => clock,
      wait: async (ms) => void (clock += ms),
    });
    expect(settled).toBeNull();
    expect(clock).toBe(3000);
  });

  it('a read that fails is the caller’s to report', async () => {
    await expect(followChange('c1', async () => Promise.reject(new Error('502: gateway')))).rejects.toThrow('502: gateway');
  });
});
