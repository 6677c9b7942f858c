// `tsc -b` type-checks only what the root tsconfig.json references, so a workspace missing from it
// would silently escape type-checking. This keeps the root references and the workspaces in step.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function workspaceDirs(): string[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const base = pattern.slice(0, -2);
      const dir = path.join(root, base);
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((d) => `${base}/${d}`) : [];
    })
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .sort();
}

function rootReferences(): string[] {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { references: Array<{ path: string }> };
  return config.references.map((r) => r.path).sort();
}

describe('root tsconfig.json', () => {
  it('references every workspace', () => {
    const missing = workspaceDirs().filter((dir) => !rootReferences().includes(dir));
    expect(missing.map((dir) => `add { "path": "${dir}" } to the references of the root tsconfig.json`)).toEqual([]);
  });

  it('references only workspaces that have a tsconfig.json', () => {
    const withoutConfig = rootReferences().filter((ref) => !fs.existsSync(path.join(root, ref, 'tsconfig.json')));
    expect(withoutConfig).toEqual([]);
  });

  it('builds declarations only, into each workspace dist-types/ that git ignores', () => {
    const base = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
    expect(base.compilerOptions).toMatchObject({ composite: true, emitDeclarationOnly: true, strict: true });
    for (const ref of rootReferences()) {
      const file = path.join(root, ref, 'tsconfig.json');
      if (!fs.existsSync(file)) continue;
      const ws = JSON.parse(fs.readFileSync(file, 'utf8')) as { compilerOptions?: { outDir?: string } };
      expect({ ref, outDir: ws.compilerOptions?.outDir }).toEqual({ ref, outDir: 'dist-types' });
    }
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8')).toMatch(/^dist-types\/$/m);
  });
});
