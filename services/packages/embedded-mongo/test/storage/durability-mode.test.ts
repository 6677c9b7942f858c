// Both durability modes commit one transaction per write command and read back after a reopen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEngine } from '../../src/engine/index';
import { commitFlags } from '../../src/storage/store';

describe('durability modes', () => {
  it.each(['process', 'fsync'] as const)('%s: acknowledged inserts are there after a reopen', async (durability) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `em-durability-${durability}-`));
    const first = openEngine({ dataDir, durability });
    for (let i = 0; i < 20; i++) expect(first.insert('d', 'c', [{ _id: i }], true).n).toBe(1);
    await first.close();
    const second = openEngine({ dataDir, durability });
    expect(second.count('d', 'c', {})).toBe(20);
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('only fsync mode waits for the flush of each commit', () => {
    const NO_SYNC_FLUSH = 0x10000;
    expect(commitFlags('fsync') & NO_SYNC_FLUSH).toBe(0);
    expect(commitFlags('process') & NO_SYNC_FLUSH).toBe(NO_SYNC_FLUSH);
  });
});
