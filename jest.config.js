// Every workspace with a jest.config.js is a jest project.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

function expand(pattern) {
  if (!pattern.endsWith('/*')) return [pattern];
  const base = pattern.slice(0, -2);
  if (!fs.existsSync(base)) return [];
  return fs.readdirSync(base).map((d) => path.join(base, d));
}

// `services/*` is both a workspace pattern and a directory listed here; jest refuses a project twice.
const dirs = new Set(
  workspaces
    .flatMap(expand)
    .concat(fs.existsSync('services') ? fs.readdirSync('services').map((d) => path.join('services', d)) : []),
);
const projects = [...dirs]
  .filter((dir) => fs.existsSync(path.join(dir, 'jest.config.js')))
  .map((dir) => '<rootDir>/' + dir);

module.exports = { projects };
