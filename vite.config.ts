import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { compileHintsPlugin } from './scripts/build/compile-hints.ts';
import { firstScreenPreloadsPlugin } from './scripts/build/first-screen-preloads.ts';
import { mantineComponentStylesPlugin } from './scripts/build/mantine-component-styles.ts';
import { nonBlockingEntryStylesPlugin } from './scripts/build/non-blocking-entry-styles.ts';
import { precompressPlugin } from './scripts/build/precompress.ts';

// The SPA is served by the API server in every environment, so the dev server proxies the API,
// the runtime config and the health check to a running `npm start` stack.
const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    mantineComponentStylesPlugin(),
    react(),
    nonBlockingEntryStylesPlugin(),
    // Our own service worker (src/features/pwa/service-worker.ts) gets the precache list injected; the
    // page registers it with workbox-window (src/features/pwa/start-pwa.ts), so the plugin adds no script.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa',
      filename: 'service-worker.ts',
      injectRegister: false,
      injectManifest: {
        // The manifest and its icons are added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,svg}'],
      },
      manifest: {
        id: '/',
        name: 'TapWallet',
        short_name: 'TapWallet',
        description: 'Your cashless event wallet: register, top up and get your refund.',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#008676',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    // What a cold first screen imports; the server preloads it with the page. /login's page draws
    // its own form (server/plugins/login-shell.ts) and keeps it until the app's login screen, in
    // the same wave, takes over.
    firstScreenPreloadsPlugin(
      {
        '/login': ['src/features/auth/auth-screens.tsx'],
        '/home': [
          'src/features/home/home-screen.tsx',
          'src/app/signed-in-header.tsx',
          'src/features/auth/session-api.ts',
          'src/api/call-endpoint.ts',
          'src/identity/fresh-stored-session.ts',
        ],
      },
      // /home's first call leaves before the app's scripts arrive (src/early).
      { '/home': 'early-customer-call' },
    ),
    // The scripts the first screens (/login's and /home's) run at once compile while they download.
    compileHintsPlugin(['index', 'auth-screens', 'first-screens-shared', 'signed-in']),
    // Last: it compresses what the others wrote, the service worker included.
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    // No source maps: they carry the whole source, and dist/ may be put on any static host or
    // CDN, where nothing would keep them private. `npm run dev` has maps for debugging.
    sourcemap: false,
    rolldownOptions: {
      // index.html's app, and /home's early script (src/early/early-customer-call.ts), which the
      // server adds to that page only.
      input: {
        index: 'index.html',
        'early-customer-call': 'src/early/early-customer-call.ts',
      },
      output: {
        // The entry carries the name of every chunk a later screen loads (some fifty): six
        // characters of content hash tell builds apart as well as eight, and keep /login within
        // its budget.
        chunkFileNames: 'assets/[name]-[hash:6].js',
        codeSplitting: {
          // Everything the entry needs before it can render is one file: left to itself the
          // bundler cuts it into a handful of shared chunks, each a request on the critical path
          // and each compressed on its own (about 4 kB more gzipped in all).
          groups: [
            // /home's early script (src/early) stays alone: joined to the entry's chunk it would
            // wait for the whole app.
            {
              name: 'index',
              tags: ['$initial'],
              test: (id: string) => !/src[\\/]early[\\/]/.test(id),
            },
            // Read by both /login's and /home's first screens (Mantine's Paper, the id token's
            // claims, which the identity library's chunk reads too): in a small chunk of their
            // own, /home does not download the login form (10 kB on a festival network's 50 kB/s)
            // for them, at one more request for /login.
            {
              name: 'first-screens-shared',
              test: /(@mantine[\\/]core[\\/]esm[\\/]components[\\/]Paper[\\/]|src[\\/]identity[\\/]auth-user-claims\.ts$)/,
            },
            // The signed-out screens' shared parts (the card, form hook, texts and alerts) with
            // the login screen that needs them first: one request instead of two.
            {
              name: 'auth-screens',
              test: /(src[\\/]features[\\/]auth[\\/](auth-screens|auth-card|use-auth-form|auth-alerts|login-screen)\.tsx?$|core[\\/]domain[\\/]auth-messages\.ts$)/,
            },
            // What a signed-in first screen (/home) needs beyond the entry and the parts above: one
            // preloaded request (see firstScreenPreloadsPlugin) instead of some thirty small
            // chunks queued on the browser's six connections. The HTTP library is not in it: the
            // first call is answered early (src/api/early-answer.ts), and it follows for the next.
            // The hook every flow screen reads its chart with (0.4 kB) rides along rather than
            // being a chunk of its own whose name /login's entry would carry.
            {
              name: 'signed-in',
              test: /src[\\/](features[\\/]home[\\/]home-screen|app[\\/](signed-in-header|use-flow-actor)|features[\\/]auth[\\/]session-api|api[\\/]call-endpoint|identity[\\/]fresh-stored-session)\.tsx?$/,
            },
            // What the wallet's pages share (their calls, rows, texts and the lost-band chart): one
            // chunk instead of eight small ones, whose names the entry must carry.
            {
              name: 'wallet-parts',
              test: /(core[\\/]domain[\\/](lost-band-texts|transactions|row-detail|donation)|src[\\/]features[\\/]wallet[\\/](wallet-api|chart[\\/](wallet-context|lost-band-[a-z]+))|src[\\/]ui[\\/](amount-line|wallet-page-view))\.tsx?$/,
            },
            // What every dialog and drawer brings (overlay, focus trap, scroll lock and area,
            // portal, floating-ui), fetched when the first of them opens: left to itself the
            // bundler cuts it into five small chunks, whose names the entry must also carry.
            {
              name: 'overlays',
              test: /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](ModalBase|Modal|Drawer|FocusTrap|ScrollArea|NativeScrollArea|Portal|Overlay|Combination)[\\/]|@floating-ui[\\/]|react-remove-scroll|use-sidecar|react-style-singleton|use-callback-ref|get-nonce)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
      '/health': apiTarget,
      '/identity': apiTarget,
    },
  },
  test: {
    include: ['{core,src,server,scripts,test-support}/**/*.test.{ts,tsx}'],
    // Several server instances need one shared database, which PGlite cannot be: these files run
    // where DATABASE_URL names a PostgreSQL (CI always does), and are not collected elsewhere.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL?.startsWith('postgres') ? [] : ['**/*.postgres.test.ts']),
    ],
    // Vitest's default is one worker fewer than the cores: one, on CI's two, while most files
    // wait on a database, a stack or the disk. Two took the unit stage from 13m51s to 6m29s here.
    maxWorkers: 2,
    // Generous: CI has two cores, and a test that creates a database waits on the disk.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
