import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { validateConfig } from './src/config/validateConfig';

/** The service the dev server forwards API and icon calls to (server/src/start.ts default port). */
const SERVICE_ORIGIN = 'http://localhost:8080';
/** The Node build of the app that scripts/prerender.ts runs; never served. */
export const PRERENDER_DIR = path.resolve(__dirname, 'build', 'prerender');
/** The files of each lazy chunk named with a webpackChunkName comment, for scripts/size.ts; never served. */
export const CHUNK_GROUPS_FILE = path.resolve(__dirname, 'build', 'chunk-groups.json');

interface BuildArgs {
  mode?: 'development' | 'production' | 'none';
}

/** Build-time configuration, read in src/config/env.ts; a bad value fails the build here (validateConfig). */
function environment() {
  validateConfig();
  // An empty string means "not configured": the feature stays off and nothing is loaded.
  return new webpack.EnvironmentPlugin({
    API_BASE_URL: '/api',
    RECAPTCHA_SITE_KEY: '',
    GA_MEASUREMENT_ID: '',
    SOCIAL_URL: 'https://x.com/ribbit',
  });
}

function resolve(production: boolean): webpack.ResolveOptions {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js'],
    // react-router's package points every bundler at its development build (warnings and
    // checks included); the production build is the same API without them.
    alias: production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {},
  };
}
const typescript: webpack.RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};
const ASSET = /\.(woff2?|svg|png)$/;
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

/** Writes CHUNK_GROUPS_FILE: the files each named chunk group needs, split-off libraries included. */
class ChunkGroupsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tap('ChunkGroupsPlugin', (compilation) => {
      const groups = Object.fromEntries(
        [...compilation.namedChunkGroups].map(([name, group]) => [name, group.getFiles().filter((file) => file.endsWith('.js'))]),
      );
      mkdirSync(path.dirname(CHUNK_GROUPS_FILE), { recursive: true });
      writeFileSync(CHUNK_GROUPS_FILE, JSON.stringify(groups, null, 2));
    });
  }
}

function browserConfig(production: boolean): webpack.Configuration & { devServer?: DevServerConfiguration } {
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    // Two scripts, each evaluated in a task of its own when it arrives, instead of one long task:
    // React DOM (about half of the first load), then the app. Fresh visits see the prerendered
    // screen meanwhile, and a tap on it never waits behind both (docs/web.md, First screen).
    entry: {
      react: ['react', 'react-dom/client'],
      main: { import: './src/index.tsx', dependOn: 'react' },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].chunk.js' : 'assets/[name].chunk.js',
      assetModuleFilename: ASSET_FILENAME,
      publicPath: '/',
      clean: true,
    },
    resolve: resolve(production),
    module: { rules: [typescript, { test: ASSET, type: 'asset/resource' }] },
    plugins: [new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }), environment(), new ChunkGroupsPlugin()],
    optimization: {
      sideEffects: true,
      // terser, measured with `npm run size` (docs/web.md, Bundle): `pure_getters` lets it drop
      // property reads whose value is unused (no code here reads a property for a getter's side
      // effect), `hoist_funs` and a third pass shrink React DOM and the libraries: about 0.7 KiB of gzip.
      minimizeOptions: { javascript: { compress: { passes: 3, pure_getters: true, hoist_funs: true } } },
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    devServer: {
      hot: true,
      historyApiFallback: true,
      port: 3000,
      proxy: [{ context: ['/api', '/icons'], target: SERVICE_ORIGIN }],
    },
  };
}

/**
 * The same app for Node, one file, for scripts/prerender.ts to render the first screen into
 * dist/index.html. Same sources, loaders and settings as the browser build, so the styled
 * components get the same class names and the assets the same URLs (not emitted twice).
 */
function prerenderConfig(): webpack.Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: './src/prerender.tsx',
    devtool: false,
    output: {
      path: PRERENDER_DIR,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      assetModuleFilename: ASSET_FILENAME,
      publicPath: '/',
      clean: true,
    },
    resolve: resolve(true),
    module: { rules: [typescript, { test: ASSET, type: 'asset/resource', generator: { emit: false } }] },
    plugins: [environment(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Loaded lazily to check a mixed-case address, which the prerender never does; bundling it
    // would pull in ws and its optional native helpers.
    externals: { viem: 'commonjs viem' },
    // Run once at build time: minifying it would only cost build time.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export default function config(_env: Record<string, unknown>, argv: BuildArgs): webpack.Configuration[] {
  const production = argv.mode !== 'development';
  return production ? [browserConfig(true), prerenderConfig()] : [browserConfig(false)];
}
