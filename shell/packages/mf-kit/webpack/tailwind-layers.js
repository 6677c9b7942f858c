// The shell and every remote each build their own Tailwind CSS, and a remote's stylesheet is
// injected after the shell's. Unlayered, a remote's plain `.hidden` would then beat the shell's
// `md:flex` on a shell element (source order decides between equal specificity), and the other way
// round inside remotes. This PostCSS plugin puts every rule of a build into a cascade layer by kind:
// base, then plain utilities, then state variants, then one layer per breakpoint. Each stylesheet
// declares the same layer order first, so across all builds a variant always beats a plain
// utility and a wider breakpoint beats a narrower one, whatever order the sheets load in.

/** Breakpoints of Tailwind's default screens (the shared preset keeps them). */
const SCREENS = [640, 768, 1024, 1280, 1536];
const LAYERS = ['tw-base', 'tw-utilities', 'tw-variants', ...SCREENS.map((px) => `tw-screen-${px}`)];

function layerOf(node) {
  if (node.type === 'atrule' && node.name === 'media') {
    const match = /^\(min-width:\s*(\d+)px\)$/.exec(node.params.trim());
    const px = match ? Number(match[1]) : NaN;
    return SCREENS.includes(px) ? `tw-screen-${px}` : 'tw-variants';
  }
  if (node.type !== 'rule') return 'tw-base';
  // A variant's class name carries an escaped colon: `.hover\:bg-x:hover`, `.md\:flex`, `.dark\:…`.
  if (node.selector.includes('\\:')) return 'tw-variants';
  return node.selector.trim().startsWith('.') ? 'tw-utilities' : 'tw-base';
}

/** @type {import('postcss').PluginCreator<void>} */
function tailwindLayers() {
  return {
    postcssPlugin: 'dop-tailwind-layers',
    OnceExit(root, { AtRule }) {
      const groups = new Map(LAYERS.map((name) => [name, []]));
      root.each((node) => {
        if (node.type === 'comment' || (node.type === 'atrule' && node.name === 'layer')) return;
        groups.get(layerOf(node)).push(node);
      });
      const order = new AtRule({ name: 'layer', params: LAYERS.join(', ') });
      const blocks = LAYERS.filter((name) => groups.get(name).length).map((name) => {
        const block = new AtRule({ name: 'layer', params: name });
        for (const node of groups.get(name)) block.append(node.remove());
        return block;
      });
      root.prepend(order, ...blocks);
    },
  };
}
tailwindLayers.postcss = true;

module.exports = { tailwindLayers, TAILWIND_LAYERS: LAYERS };
