/**
 * A Vite build plugin (issue 23: the first load in one wave) that writes, into index.html's head, the chunk files
 * each kind of route needs before its first paint (src/app/routes/route-preloads.ts) as a JSON data block
 * (`<script type="application/json" id="route-preloads">`), and loads `public/route-preload.js` (parser-blocking), which
 * requests them at once for a signed-in visitor. Data, not inline code: the Content-Security-Policy allows
 * scripts from the origin only.
 */
import { resolve } from 'node:path'
import type { OutputChunk } from 'rollup'
import type { Plugin } from 'vite'
import {
  OUTSIDE_SHELL,
  ROUTE_PRELOAD_KINDS,
  ROUTE_PRELOAD_PATHS,
  ROUTE_PRELOAD_PATTERNS,
} from './src/app/routes/route-preloads.ts'

/**
 * What route-preload.js reads: files per kind (scripts and styles), the paths' kinds, the path patterns' kinds,
 * the paths outside.
 */
export interface RoutePreloadData {
  kinds: Record<string, { scripts: string[]; styles: string[] }>
  paths: Record<string, string>
  patterns: readonly (readonly [string, string])[]
  outside: readonly string[]
}

/**
 * The plugin (build only). Throws at build time when a declared source module has no chunk, so the declaration
 * cannot silently go stale.
 */
export function routePreload(): Plugin {
  let root = ''
  let base = '/'
  return {
    name: 'unacs-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const chunks = Object.values(ctx.bundle).filter((c): c is OutputChunk => c.type === 'chunk')
        const byFile = new Map(chunks.map((c) => [c.fileName, c]))
        /** The chunk and its static imports, transitively. */
        const closure = (start: OutputChunk, into = new Set<string>()): Set<string> => {
          if (into.has(start.fileName)) return into
          into.add(start.fileName)
          for (const f of start.imports) {
            const c = byFile.get(f)
            if (c) closure(c, into)
          }
          return into
        }
        const entry = chunks.find((c) => c.isEntry)
        const inEntry = entry ? closure(entry) : new Set<string>()
        const kinds: RoutePreloadData['kinds'] = {}
        for (const [kind, modules] of Object.entries(ROUTE_PRELOAD_KINDS)) {
          const files = new Set<string>()
          for (const module of modules) {
            const id = resolve(root, module)
            const chunk =
              chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id))
            if (!chunk) throw new Error(`route-preload: no chunk holds ${module} (route-preloads.ts)`)
            closure(chunk, files)
          }
          const own = [...files].filter((f) => !inEntry.has(f))
          kinds[kind] = {
            scripts: own.map((f) => `${base}${f}`),
            styles: own.flatMap((f) =>
              [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])].map((css) => `${base}${css}`),
            ),
          }
        }
        const data: RoutePreloadData = {
          kinds,
          paths: ROUTE_PRELOAD_PATHS,
          patterns: ROUTE_PRELOAD_PATTERNS,
          outside: OUTSIDE_SHELL,
        }
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'route-preloads' },
              // `<` escaped: the JSON can never close the element.
              children: JSON.stringify(data).replaceAll('<', '\\u003c'),
              injectTo: 'head',
            },
            // Parser-blocking on purpose: a high-priority request beside the entry's, so the route's chunks are
            // asked for as soon as the 1.6 KB script is there (an async script is low priority and ran after the
            // entry had already asked for them). The page paints only after the entry has run anyway.
            { tag: 'script', attrs: { src: `${base}route-preload.js` }, injectTo: 'head' },
          ],
        }
      },
    },
  }
}
