// The import boundaries of design.md §2 are enforced by the root ESLint config; these probes prove it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

function lint(fileName: string, source: string): { ok: boolean; output: string } {
  const r = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', fileName], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  return { ok: r.status === 0, output: r.stdout + r.stderr };
}

describe('import boundaries', () => {
  it('refuses a remote importing another remote', () => {
    const r = lint('mf-env/src/probe.ts', "import { x } from '@dop/mf-domains';\nexport const a = x;\n");
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/A remote may import only/);
  });

  it('refuses a remote importing shell internals by path', () => {
    const r = lint('mf-ssh/src/probe.ts', "import { x } from '../../shell/src/app';\nexport const a = x;\n");
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/A remote may import only/);
  });

  it('lets a remote import the shared packages', () => {
    const r = lint(
      'mf-env/src/probe.ts',
      "import { z } from '@dop/contracts';\nimport * as ui from '@dop/ui';\nexport const a = [z, ui];\n",
    );
    expect(r.output).not.toMatch(/no-restricted-imports/);
  });

  it('refuses contracts importing anything but zod', () => {
    const r = lint('services/packages/contracts/src/probe.ts', "import fastify from 'fastify';\nexport const a = fastify;\n");
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/contracts imports only zod/);
  });

  it('lets contracts import zod and its own files', () => {
    const r = lint(
      'services/packages/contracts/src/probe.ts',
      "import { z } from 'zod';\nimport { ErrorBody } from './common';\nexport const a = [z, ErrorBody];\n",
    );
    expect(r.ok).toBe(true);
  });

  it('refuses a service importing another service', () => {
    const r = lint('services/domains/src/probe.ts', "import { x } from '../../identity/src/app';\nexport const a = x;\n");
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/talk to other services over NATS/);
  });
});
