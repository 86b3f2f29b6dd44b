/**
 * Vite configuration of the web app: React, output to `apps/web/dist` (served by the API at `/`),
 * and a dev-server proxy that forwards the API's paths to the API on port 8080 (DESIGN.md §1).
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './vite-precompress.ts'

/** Where `npm run dev` sends API calls; override with VITE_DEV_API_TARGET. */
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080'

/**
 * Path prefixes the dev server hands to the API instead of the SPA. Written as anchored patterns so
 * that e.g. `/devices` or `/apiler` stay SPA routes.
 */
const proxied = ['/api', '/healthz', '/readyz', '/idp', '/dev']

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // precompress: .br and .gz beside each asset, served by Accept-Encoding (issue 23).
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the size budget check (scripts/web-budget.mjs) walks.
    manifest: true,
    // The size budget (scripts/web-budget.mjs, gzip) is the real limit; only the ECharts chunk passes 500 kB raw.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // React and the router change rarely and are needed by every page: a separately cached chunk.
        // (Only eagerly used packages belong here; antd stays split per lazy page.)
        // The modular ECharts (shared/ui/BarChart.tsx) is one chunk of its own, loaded after a chart page paints.
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)
            ? 'react'
            : /node_modules\/(echarts|zrender|echarts-for-react|size-sensor)\//.test(id)
              ? 'echarts'
              : undefined,
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiTarget }])),
  },
})
