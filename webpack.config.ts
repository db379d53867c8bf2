import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** The service the dev server forwards API and icon calls to (server/src/start.ts default port). */
const SERVICE_ORIGIN = 'http://localhost:8080';
/** The API contract shared with the service (contract/*.ts). */
const CONTRACT = path.resolve(__dirname, 'contract');

interface BuildArgs {
  mode?: 'development' | 'production' | 'none';
}

export default function config(
  _env: Record<string, unknown>,
  argv: BuildArgs,
): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].chunk.js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        // The contract's schemas as plain literals, without TypeBox (scripts/contractLoader.ts).
        { test: /\.ts$/, include: CONTRACT, use: path.resolve(__dirname, 'scripts/contractLoader.ts') },
        {
          test: /\.tsx?$/,
          exclude: [/node_modules/, CONTRACT],
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        { test: /\.(woff2?|svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      // Build-time configuration, read and validated in src/config/env.ts. An empty
      // string means "not configured": the feature stays off and nothing is loaded.
      new webpack.EnvironmentPlugin({
        API_BASE_URL: '/api',
        RECAPTCHA_SITE_KEY: '',
        GA_MEASUREMENT_ID: '',
        SOCIAL_URL: 'https://x.com/ribbit',
      }),
    ],
    optimization: {
      sideEffects: true,
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
