/** @jest-environment node */
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';

const { tailwindLayers, TAILWIND_LAYERS } = require('../../webpack/tailwind-layers.js') as {
  tailwindLayers: () => postcss.Plugin;
  TAILWIND_LAYERS: string[];
};
const preset = require('../../../ui/tailwind-preset.js');

async function build(css: string, html: string): Promise<postcss.Root> {
  const result = await postcss([tailwindcss({ presets: [preset], content: [{ raw: html, extension: 'html' }] }), tailwindLayers()]).process(
    css,
    {
      from: undefined,
    },
  );
  return result.root;
}

function layerContents(root: postcss.Root): Record<string, string> {
  const out: Record<string, string> = {};
  root.each((node) => {
    if (node.type === 'atrule' && node.name === 'layer' && node.nodes) out[node.params] = node.toString();
  });
  return out;
}

describe('tailwindLayers', () => {
  it('declares the same layer order first in every stylesheet', async () => {
    const root = await build('@tailwind utilities;', '<div class="flex"></div>');
    const first = root.first as postcss.AtRule;
    expect(first.name).toBe('layer');
    expect(first.params).toBe(TAILWIND_LAYERS.join(', '));
    expect(first.nodes).toBeUndefined();
  });

  it('puts plain utilities, state variants and each breakpoint in their own layers', async () => {
    const root = await build('@tailwind utilities;', '<div class="hidden md:flex lg:hidden hover:bg-primary dark:text-foreground"></div>');
    const layers = layerContents(root);
    expect(layers['tw-utilities']).toContain('.hidden');
    expect(layers['tw-utilities']).not.toContain('md\\:flex');
    expect(layers['tw-variants']).toContain('.hover\\:bg-primary:hover');
    expect(layers['tw-variants']).toContain('dark\\:text-foreground');
    expect(layers['tw-screen-768']).toContain('.md\\:flex');
    expect(layers['tw-screen-1024']).toContain('.lg\\:hidden');
    // Nothing is left outside a layer.
    expect(root.nodes.filter((n) => !(n.type === 'atrule' && n.name === 'layer'))).toEqual([]);
  });

  it('keeps preflight and theme tokens in the base layer', async () => {
    const root = await build('@tailwind base;\n:root { --radius: 0.5rem; }', '<div></div>');
    const layers = layerContents(root);
    expect(layers['tw-base']).toContain('--radius: 0.5rem');
    expect(layers['tw-base']).toContain('box-sizing: border-box');
  });
});
