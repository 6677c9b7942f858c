// Entry point of the storage engine: one LMDB environment per data directory, guarded by a lock file.
import { LmdbEngine } from './lmdb-engine';
import type { Engine, OpenEngineOptions } from './types';

export function openEngine(options: OpenEngineOptions): LmdbEngine & Engine {
  return new LmdbEngine(options.dataDir, undefined, options.durability);
}

export { LmdbEngine } from './lmdb-engine';
export { DataDirLockedError } from '../storage/lock-file';
export * from './types';
