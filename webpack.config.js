const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

/**
 * Writes dist/chunk-groups.json: the script files of each named chunk (the entry, each screen),
 * so config/check-first-load.js can tell what a screen costs beside the first load.
 */
class ChunkGroupsManifest {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGroupsManifest', (stats) => {
      const { namedChunkGroups } = stats.toJson({ all: false, chunkGroups: true });
      const groups = Object.fromEntries(
        Object.entries(namedChunkGroups).map(([name, group]) => [
          name,
          group.assets.map((a) => a.name).filter((n) => n.endsWith('.js')),
        ]),
      );
      fs.writeFileSync(
        path.join(compiler.outputPath, '..', 'chunk-groups.json'),
        `${JSON.stringify(groups, null, 1)}\n`,
      );
    });
  }
}

/**
 * Adds a brotli (.br) and a gzip (.gz) copy beside each built script, style, page and image, so
 * the server sends them compressed (@fastify/static `preCompressed`) without compressing on every
 * request: the first load is what a loading manager waits for on mobile data. They are assets of
 * the compilation (not files written after it), so a rebuild over an earlier dist keeps the
 * copies of bundles that did not change; `output.clean` removed those before.
 */
class PreCompressedAssets {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreCompressedAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the service worker (workbox) and the page are written, so they are compressed too.
        { name: 'PreCompressedAssets', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 100 },
        (assets) => {
          for (const [file, asset] of Object.entries(assets)) {
            if (!/\.(js|css|html|svg)$/.test(file)) continue;
            const content = asset.buffer();
            if (content.length < 1024) continue;
            const brotli = zlib.brotliCompressSync(content, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(zlib.gzipSync(content, { level: 9 })));
          }
        },
      );
    });
  }
}

/**
 * Writes manifest.webmanifest (src/client/web-app-manifest.json): the app can be installed on a
 * phone's home screen and opens on the trip form.
 */
class WebAppManifest {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const source = fs.readFileSync(path.join(__dirname, 'src/client/web-app-manifest.json'), 'utf8');
          compilation.emitAsset('manifest.webmanifest', new compiler.webpack.sources.RawSource(source));
          for (const icon of ['icon-192.png', 'icon-512.png']) {
            const png = fs.readFileSync(path.join(__dirname, 'src/client/icons', icon));
            compilation.emitAsset(icon, new compiler.webpack.sources.RawSource(png));
          }
        },
      );
    });
  }
}

/**
 * Adds <link rel="preload"> for the scripts of the screen a signed-in loading manager lands on
 * (the trip form; the chunk groups named here): they download while the main chunk is still
 * being run, instead of after it rendered the shell. On a slow phone network the main chunk's
 * run takes seconds, and those seconds were spent idle on the network.
 */
const LANDING_CHUNK_GROUPS = ['trip-form'];
class PreloadLandingChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadLandingChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadLandingChunks', (data) => {
        const entryFiles = new Set(
          [...compilation.entrypoints.values()].flatMap((e) => e.chunks.flatMap((c) => [...c.files])),
        );
        const files = new Set(
          LANDING_CHUNK_GROUPS.flatMap((name) =>
            (compilation.namedChunkGroups.get(name)?.chunks ?? []).flatMap((c) => [...c.files]),
          ).filter((file) => file.endsWith('.js') && !entryFiles.has(file)),
        );
        const publicPath = compilation.outputOptions.publicPath;
        for (const file of files) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }
}

/**
 * What the service worker stores at install, so the app opens without a network: the page, the
 * icons, the manifest, the chunks of the first screen, the trip form and a photo's PDF, and the
 * other screens a loading manager has (Dashboard, Today's List, Vehicle, Vendor), which then open
 * offline on their "no network" state. The office's screens load from the network as before.
 */
const PRECACHED_CHUNK_GROUPS = [
  'main',
  'trip-form',
  'notifications',
  'photo-paper',
  'dashboard',
  'today-list',
  'vehicle',
  'vendor',
];
function precached({ asset, compilation }) {
  if (/\.(html|svg|png|webmanifest)$/.test(asset.name)) return true;
  return PRECACHED_CHUNK_GROUPS.some((name) =>
    (compilation.namedChunkGroups.get(name)?.chunks ?? []).some((chunk) => chunk.files.has(asset.name)),
  );
}

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
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // jsPDF's optional parts (HTML, SVG rendering) are never used: a photo's PDF needs only addImage.
      alias: {
        html2canvas: false,
        dompurify: false,
        canvg: false,
        // React Router's own production build (its package exports name only the one with
        // developer warnings): smaller, and no warning checks run on a phone.
        ...(production
          ? {
              'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: 'config/tsconfig.client.json' },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/client/index.html', favicon: './src/client/ui/logo.svg' }),
      new PreloadLandingChunks(),
      new ChunkGroupsManifest(),
      new WebAppManifest(),
      new InjectManifest({
        swSrc: './src/client/offline/service-worker.ts',
        swDest: 'sw.js',
        include: [precached],
        // The main chunk with its source map stays well below this; the limit only guards mistakes.
        maximumFileSizeToCacheInBytes: 5_000_000,
      }),
      ...(production ? [new PreCompressedAssets()] : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The libraries of the first load in a script of their own, beside the app's own code.
          // With DevTools attached (the phone bench drives Chromium through it), every Error made
          // while a script runs (react-dom makes several as it starts) has V8 work out the line of
          // each function on the stack, re-parsing each whole; one 600 KB script on the stack cost
          // about 0.2 s at 4x. Two scripts also deserialize their code caches side by side.
          libraries: { test: /[\\/]node_modules[\\/]/, chunks: 'initial', name: 'libraries', priority: 10 },
        },
      },
    },
    performance: { hints: false },
  };
};
