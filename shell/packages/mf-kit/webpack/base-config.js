// What the host and the remotes build alike: swc for TypeScript, Tailwind through PostCSS with the
// shared preset, hashed file names, and an index.html for the page (the shell, or a remote on its own).
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const tailwindcss = require('tailwindcss');
const { tailwindLayers } = require('./tailwind-layers');

const KIT_DIR = path.resolve(__dirname, '..');
const PACKAGES_DIR = path.resolve(KIT_DIR, '..');
const UI_DIR = path.join(PACKAGES_DIR, 'ui');

/** Text assets worth compressing: scripts (CSS travels inside them via style-loader), the page, maps. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * .br and .gz twins of every text asset, written once at build time at the highest levels, so the
 * gateway sends them as they are (@fastify/static preCompressed) and spends no CPU per request.
 * Files under 1 KB stay plain: the headers would cost more than the bytes saved.
 */
function precompress() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * zod is a shared singleton (shared.js), bundled whole because no app can tell which of its exports
 * the others use; its `locales` namespaces (classic and core: every translation, unused here) are left out.
 */
function withoutZodLocales() {
  return new NormalModuleReplacementPlugin(/^\.\.\/locales\/index\.js$/, (resource) => {
    if (/[\\/]zod[\\/]v4[\\/](classic|core)$/.test(resource.context)) resource.request = path.join(__dirname, 'no-zod-locales.mjs');
  });
}

function tailwindFor(dir) {
  return tailwindcss({
    presets: [require(path.join(UI_DIR, 'tailwind-preset.js'))],
    // Each app generates the utilities its own sources and every shared package (ui, mf-kit, …) use.
    content: [path.join(dir, 'src/**/*.{ts,tsx}'), path.join(PACKAGES_DIR, '*/src/**/*.{ts,tsx}')],
  });
}

/**
 * webpack 5.111 asks the federation runtime module for an entry's file name while chunk hashes are
 * still being computed, and [contenthash] then throws (module-federation/core#5077). Only the
 * directory part matters at that moment, so the hash is added once it exists.
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash].js' : '[name].js';
}

/**
 * @param {{ dir: string, title: string, htmlPublicPath?: string }} options
 * htmlPublicPath: '/' for the shell, whose deep links (/hosting/…) must still find its scripts;
 * remotes keep relative URLs so their standalone page works under /remotes/mf-<name>/.
 */
function baseConfig({ dir, title, htmlPublicPath = 'auto' }) {
  return {
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      filename: entryFilename,
      chunkFilename: '[name].[contenthash].js',
      assetModuleFilename: '[name].[contenthash][ext]',
      publicPath: 'auto',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            'style-loader',
            { loader: 'css-loader', options: { importLoaders: 1 } },
            { loader: 'postcss-loader', options: { postcssOptions: { config: false, plugins: [tailwindFor(dir), tailwindLayers()] } } },
          ],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title,
        // Only the page's own entry: the remote container is loaded by hosts, not by this page.
        chunks: ['main'],
        publicPath: htmlPublicPath,
      }),
      withoutZodLocales(),
      ...precompress(),
    ],
    optimization: {
      // swc's minifier instead of terser: every remote carries fallback copies of the shared
      // libraries (react-dom and friends), and minifying those with terser dominated build time.
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify }, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { baseConfig };
