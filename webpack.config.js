const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Builds the SPA into dist/client; the Fastify server serves it. */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/client/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    // No eval-based source maps: the server's Content-Security-Policy forbids eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'config/tsconfig.client.json' } },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [new HtmlWebpackPlugin({ template: './src/client/index.html', favicon: './src/client/ui/logo.svg' })],
    performance: { hints: false },
  };
};
