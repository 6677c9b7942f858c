// Shapes of MongoDB's unified test format (specifications: source/unified-test-format), as far as the
// CRUD scenarios use them. Values are parsed with EJSON (relaxed), so plain numbers are JS numbers.
import type { Document } from 'bson';

export interface RunOnRequirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: 'require' | 'forbid' | 'allow';
  serverParameters?: Document;
  auth?: boolean;
  authMechanism?: string;
  csfle?: boolean;
}

export interface CollectionData {
  collectionName: string;
  databaseName: string;
  createOptions?: Document;
  documents: Document[];
}

export interface ExpectedError {
  isError?: true;
  isClientError?: boolean;
  isTimeoutError?: boolean;
  errorContains?: string;
  errorCode?: number;
  errorCodeName?: string;
  errorLabelsContain?: string[];
  errorLabelsOmit?: string[];
  writeErrors?: Document;
  writeConcernErrors?: Document[];
  errorResponse?: Document;
  expectResult?: unknown;
}

export interface Operation {
  name: string;
  object: string;
  arguments?: Document;
  expectResult?: unknown;
  expectError?: ExpectedError;
  ignoreResultAndError?: boolean;
  saveResultAsEntity?: string;
}

export interface UnifiedTest {
  description: string;
  runOnRequirements?: RunOnRequirement[];
  skipReason?: string;
  operations: Operation[];
  expectEvents?: unknown[];
  outcome?: CollectionData[];
}

export interface UnifiedFile {
  description: string;
  schemaVersion: string;
  runOnRequirements?: RunOnRequirement[];
  createEntities?: Document[];
  initialData?: CollectionData[];
  tests: UnifiedTest[];
}

/** What the server under test says about itself; runOnRequirements are evaluated against it. */
export interface ServerInfo {
  version: string;
  topology: 'single' | 'replicaset' | 'sharded' | 'load-balanced';
  serverless: boolean;
  auth: boolean;
  csfle: boolean;
}

export type TestStatus = 'passed' | 'failed' | 'skipped';

export interface TestResult {
  file: string;
  description: string;
  status: TestStatus;
  /** Why it failed or was skipped (one line). */
  reason?: string;
  /** Passed, but the test asserts nothing beyond success except expectEvents (which is not checked). */
  successOnly?: boolean;
}

/** Raised to mark a test skipped for a stated reason (a feature out of scope), never for a failure. */
export class SkipTest extends Error {}

/** A failed assertion: the message is the one-line reason printed for the test. */
export class AssertionFailure extends Error {}
