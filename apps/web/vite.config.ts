/**
 * Vite configuration of the web app: React, output to `apps/web/dist` (served by the API at `/`),
 * and a dev-server proxy that forwards the API's paths to the API on port 8080 (DESIGN.md §1).
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { prerender } from './prerender/plugin.ts'
import { precompress } from './vite-precompress.ts'
import { routePreload } from './vite-route-preload.ts'

/** Where `npm run dev` sends API calls; override with VITE_DEV_API_TARGET. */
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080'

/**
 * Path prefixes the dev server hands to the API instead of the SPA. Written as anchored patterns so
 * that e.g. `/devices` or `/apiler` stay SPA routes.
 */
const proxied = ['/api', '/healthz', '/readyz', '/idp', '/dev']

/**
 * antd's base in two chunks (issue 23, third pass): `antd-frame`, the modules of the frame's ConfigProvider and
 * App (message, notification, modal), and `antd-layout`, those of the components every antd layout draws
 * (the shell's, the guest area's and the auth layout's bars and menus) that the frame does not already hold.
 */
const ANTD_GROUPS = {
  'antd-frame': ['app', 'config-provider', 'theme'],
  'antd-layout': [
    'layout',
    'button',
    'flex',
    'typography',
    'tooltip',
    'dropdown',
    'menu',
    'switch',
    'segmented',
    'grid',
    'avatar',
    'breadcrumb',
    'skeleton',
    'spin',
  ],
} as const

/** antd's own packages (not helpers that the entry shares, such as @babel/runtime or clsx). */
const ANTD_PACKAGE = /\/node_modules\/(antd|@ant-design\/[^/]+|@rc-component\/[^/]+|rc-[^/]+)\//

/** @ant-design/icons-svg's icon definitions (plain data, no imports). */
const ICON_DATA = /\/node_modules\/@ant-design\/icons-svg\/es\/asn\/[A-Za-z]+\.js$/

/**
 * The chunk of the icon definitions our code draws without antd (shared/ui/LightSvgIcon.tsx): otherwise each
 * joins the antd group of an antd component drawing the same icon, and a few hundred bytes of data would pull
 * that 50–100 KB chunk into a light page. One chunk for all of them: a light page draws several, and each would
 * otherwise be a request of ~300 bytes.
 */
function iconDataChunk(
  id: string,
  getModuleInfo: (id: string) => { importers: readonly string[] } | null,
): string | undefined {
  if (!ICON_DATA.test(id)) return undefined
  return getModuleInfo(id)?.importers.some((i) => !i.includes('/node_modules/'))
    ? 'light-icon-data'
    : undefined
}

/** The antd group of each module id (static imports within antd's packages); found once per build. */
let antdGroups: Map<string, string> | undefined
function antdGroup(
  id: string,
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null,
): string | undefined {
  if (!antdGroups) {
    const groups = new Map<string, string>()
    for (const [group, components] of Object.entries(ANTD_GROUPS)) {
      const todo = components.map((name) =>
        fileURLToPath(new URL(`../../node_modules/antd/es/${name}/index.js`, import.meta.url)),
      )
      while (todo.length > 0) {
        const next = todo.pop() as string
        if (groups.has(next) || !ANTD_PACKAGE.test(next)) continue
        groups.set(next, group)
        todo.push(...(getModuleInfo(next)?.importedIds ?? []))
      }
    }
    antdGroups = groups
  }
  return antdGroups.get(id)
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // precompress: .br and .gz beside each asset, served by Accept-Encoding (issue 23); prerender: dist/guest-login.html
  // with the sign-in's markup, written before precompress compresses it (issue 23, LCP from the HTML);
  // routePreload: a signed-in first visit asks for its route's chunks at once (src/app/routes/route-preloads.ts).
  plugins: [react(), routePreload(), precompress(), prerender()],
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
        // antd's base (the frame of app/AntdFrame.tsx and the layouts' components) is two chunks, as it was one
        // part of the entry before it left it (issue 23, third pass): every antd layout needs it, and spread
        // over the pages' small shared chunks it gzips about 14 KB worse (see ANTD_GROUPS).
        manualChunks: (id, { getModuleInfo }) =>
          /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)
            ? 'react'
            : /node_modules\/(echarts|zrender|echarts-for-react|size-sensor)\//.test(id)
              ? 'echarts'
              : (iconDataChunk(id, getModuleInfo) ?? antdGroup(id, getModuleInfo)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiTarget }])),
  },
})
