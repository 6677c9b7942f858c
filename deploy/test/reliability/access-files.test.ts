// The database files of the running product (issue 25): under `npm start` the embedded MongoDB keeps
// every team secret, sealed or not, in DATA_DIR/mongo. Its files must be readable by the product's own
// user only (0600, folders 0700), never world-readable as they were (0644).
import fs from 'node:fs';
import path from 'node:path';
import { ProductRun } from '../../src/reliability/product-run';
import { signUp } from '../../src/reliability/sign-up';

let product: ProductRun;

beforeAll(async () => {
  product = await ProductRun.start({ LOG_LEVEL: 'warn' });
  // Something stored, so the database has written its files.
  await signUp(product.url, product.dataDir, 'files');
}, 300_000);
afterAll(async () => {
  await product?.stop();
}, 60_000);

/** `relative-path mode` of `dir` itself and everything below it. */
function modes(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.statSync(p);
    out.push(`${path.relative(product.dataDir, p) || '.'} ${(st.mode & 0o777).toString(8)}${st.isDirectory() ? ' dir' : ''}`);
    if (st.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
  };
  walk(dir);
  return out;
}

test('every file under DATA_DIR/mongo is 0600 and every folder 0700', () => {
  const found = modes(path.join(product.dataDir, 'mongo'));
  expect(found.length).toBeGreaterThan(1);
  expect(found.filter((line) => !(line.endsWith(' dir') ? line.endsWith(' 700 dir') : line.endsWith(' 600')))).toEqual([]);
});
