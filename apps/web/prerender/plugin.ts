/**
 * A Vite build plugin (issue 23: /guest-login's largest paint from the HTML): once the bundle is written, it
 * draws the guest sign-in (full layout and page, Turkish, light: a first visit's defaults) with
 * `react-dom/server` through Vite's `ssrLoadModule` (so CSS, JSON and `import.meta.glob` imports work as in the
 * app) and writes `dist/guest-login.html`: the built index.html with that markup in `#root`, the page's title,
 * its style sheets inline and a `modulepreload` for each of its lazily loaded chunks (page and texts), and a small
 * inline script that empties `#root` before the first paint when the stored language or theme is not the
 * default (no Turkish light flash for an English or dark visitor); the page's code is asked for after its first
 * paint (`startAfterPaint`). The API serves the file for GET
 * /guest-login (apps/api/src/app.ts) and allows that script by its hash. Runs in `writeBundle`, so the
 * precompress plugin's `closeBundle` writes its .br and .gz copies.
 */
import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type Manifest, type Plugin } from 'vite'
import { LIGHT_PATH_PATTERNS } from '../src/app/routes/light-paths.ts'
import { ROUTE_PRELOAD_KINDS } from '../src/app/routes/route-preloads.ts'
import { SHEET_PATH } from '../src/features/grades/api/sheet-path.ts'

/**
 * One prerendered route: its path, the file written for it, the manifest keys of its lazy modules, and how it is
 * drawn: `hydrate`, the route itself in `#root` (the client hydrates it), or `skeleton`, the signed-in home's
 * frame (src/app/shell-skeleton) before a hidden `#root` that the client renders into and shows once its shell
 * has mounted.
 */
export interface PrerenderedRoute {
  path: string
  file: string
  lazyModules: readonly string[]
  kind: 'hydrate' | 'skeleton'
  /** A skeleton's content column: the home page's header and banner, or the page spinner. */
  skeleton?: 'home' | 'loading'
  /** The paths the API answers with `file` (a regular expression over the whole path); `path` alone when absent. */
  pattern?: string
  /**
   * A GET the page needs, sent by its starter beside its code (`$1`… the pattern's groups) with the session's
   * token and the API client's headers, for the client to take (src/shared/api/early-responses.ts).
   */
  earlyFetch?: string
}

/**
 * The routes drawn at build time: the guest sign-in (the one page a signed-out first visit opens), the
 * signed-in home page's frame (what a signed-in visit opens) and the light menu pages' frames.
 */
const ROUTES: PrerenderedRoute[] = [
  {
    path: '/guest-login',
    file: 'guest-login.html',
    lazyModules: ['src/features/guest/pages/GuestLoginPage.tsx', 'src/locales/tr/guest.json'],
    kind: 'hydrate',
  },
  {
    path: '/ana-sayfa',
    file: 'ana-sayfa.html',
    lazyModules: ['src/app/layouts/ShellLayout.tsx', 'src/app/pages/HomePage.tsx'],
    kind: 'skeleton',
    skeleton: 'home',
  },
  // A light menu page (issue 23, sixth pass): the shell's frame with the page spinner, for every section's grade
  // entry; the API reads the pattern from dist/prerendered-paths.json.
  {
    path: '/ogretim/not-girisi/:sectionId',
    pattern: LIGHT_PATH_PATTERNS.gradeEntry,
    file: 'grade-entry.html',
    // The frame is drawn only for a Turkish visitor (its guard), so the page's Turkish texts come with its code.
    lazyModules: [...ROUTE_PRELOAD_KINDS.gradeEntry, 'src/locales/tr/grades.json'],
    earlyFetch: `${SHEET_PATH}?sectionId=$1`,
    kind: 'skeleton',
    skeleton: 'loading',
  },
]

/** The file the API reads for the pattern-matched pages: `[pattern, file]` pairs (apps/api prerendered-pages.ts). */
export const PRERENDERED_PATHS_FILE = 'prerendered-paths.json'

/**
 * Runs before the first paint, right after the home page's frame (`#shell-skeleton`): removes it (the app then
 * shows as before) when there is no session token (`token`) or when it would not look like the page the app
 * draws: a stored English language, the dark theme, the semibox layout (its bar floats, on phones too) or,
 * wider than a phone, another layout than the vertical one (spec §3 keys `language`, `themeMode`, `layoutType`); marks it collapsed when the sidebar is (`hoverd`).
 * Kept free of `</`.
 */
export const SKELETON_GUARD =
  "(function(){var k=document.getElementById('shell-skeleton');if(!k)return;try{var s=localStorage,l=s.getItem('layoutType');if(!s.getItem('token')||s.getItem('language')==='en'||s.getItem('themeMode')==='dark'||l==='semibox'||(!matchMedia('(max-width: 767px)').matches&&l&&l!=='vertical'))k.remove();else if(s.getItem('hoverd')==='true')k.setAttribute('data-collapsed','true')}catch(e){k.remove()}})()"

/**
 * Runs before the first paint, right after `#root`: empties it (the client then renders afresh) when the
 * stored language (`language`) is not `tr` or the theme (`themeMode`) is `dark` (spec §3 keys; the same test
 * as `canHydrate` in src/prerendered.ts). Kept free of `</` so it can sit in the HTML as is.
 */
export const PREFERENCE_GUARD =
  "try{var s=localStorage;if(s.getItem('language')==='en'||s.getItem('themeMode')==='dark'){var r=document.getElementById('root');r.textContent='';r.removeAttribute('data-prerendered')}}catch(e){}"

/**
 * The manifest key of a source module: its own, or, for a lazily loaded module whose chunk other lazy chunks
 * import from, its chunk's key (`_Name-hash.js`), found by name (as scripts/web-budget.mjs does). Throws when
 * there is none, so a renamed module cannot silently drop a page's styles.
 */
function manifestKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
  const found = Object.entries(manifest).find(
    ([, e]) => e.src === module || (e.isDynamicEntry && !e.src && e.name === name),
  )
  if (!found) throw new Error(`prerender: no chunk holds ${module}`)
  return found[0]
}

/** The chunk files `keys` need (their own and their static imports', recursively), and their CSS files. */
function chunksOf(manifest: Manifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(manifestKey(manifest, key))
  return { js, css }
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The HTML without the signed-in route preload (`route-preload.js` and its data block). */
function withoutRoutePreload(html: string): string {
  return html
    .replace(/\n?\s*<script type="application\/json" id="route-preloads">[\s\S]*?<\/script>/, '')
    .replace(/\n?\s*<script src="[^"]*route-preload\.js"><\/script>/, '')
}

/**
 * The starter's early GET (`earlyFetch`): for a stored session token and a path matching `pattern`, sends `url`
 * (`$1`… replaced by the pattern's groups) with the API client's headers (src/shared/api/client.ts
 * `buildHeaders`) and leaves it in `window.__unacsEarly` under its target. Never throws.
 */
function earlyFetchCode(pattern: string, url: string): string {
  return (
    `try{const m=new RegExp(${JSON.stringify(pattern)}).exec(location.pathname),t=localStorage.getItem('token');` +
    `if(m&&t){const u=${JSON.stringify(url)}.replace(/\\$(\\d)/g,(_,i)=>m[i]);` +
    "(window.__unacsEarly??={})[u]={token:t,response:fetch(u,{headers:{'Content-Type':'application/json'," +
    "Accept:'application/json','Accept-Language':localStorage.getItem('language')==='en'?'en':'tr'," +
    "'X-Referrer-Route':location.pathname,Authorization:'Bearer '+t},referrer:location.href})}}}catch(e){}"
  )
}

/**
 * The page's code asked for only after its first paint (issue 23: the prerendered page's largest paint is the
 * HTML's, and no script download may finish ahead of it and count against it): the entry's module script and
 * the `modulepreload` links become one inline module script that, once the first contentful paint is reported,
 * adds the same preloads and imports the entry. Also drops the signed-in route preload (`route-preload.js` and its
 * data: the home frame's page preloads its own chunks this way, the sign-in needs none). Takes and returns the page's HTML; throws when it
 * has no entry script (the build changed shape).
 */
export function startAfterPaint(html: string, early?: { pattern: string; url: string }): string {
  const entry = /\n?\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!entry) throw new Error('prerender: index.html has no entry <script type="module" src>')
  const preloads: string[] = []
  let page = html.replace(entry[0], '')
  page = page.replace(
    /\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_tag, href: string) => {
      preloads.push(href)
      return ''
    },
  )
  page = withoutRoutePreload(page)
  // Started once the browser reports the first contentful paint (a paint entry comes after the frame is on
  // screen; an animation frame's callback runs before it), at once when the guard left nothing to paint (an
  // English or dark visitor), and after 500 ms at the latest. Its work comes in short tasks (issue 23, seventh
  // pass: adding a `modulepreload` link costs the main thread about a millisecond, and the starter's one task of
  // 25 links and the early call was one long task): the early call and the first three preloads, then the others
  // three per task (a message, not a timer: no 4 ms clamp), and the entry's import last, so the app's own chunk
  // loader finds every link in place and adds none twice, and no app code can ask for the early call's data first.
  const start =
    `const s=()=>{if(s.d)return;s.d=1;${early ? earlyFetchCode(early.pattern, early.url) : ''}` +
    `const q=${JSON.stringify(preloads)},c=new MessageChannel(),p=()=>{for(const h of q.splice(0,3)){const l=document.createElement('link');` +
    "l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}" +
    `q.length?c.port2.postMessage(0):import(${JSON.stringify(entry[1])})};c.port1.onmessage=p;p()};` +
    "if(!(document.getElementById('shell-skeleton')||document.getElementById('root')?.firstElementChild))s();" +
    "else{try{new PerformanceObserver((l,o)=>{if(l.getEntries().some(e=>e.name==='first-contentful-paint')){o.disconnect();s()}})" +
    ".observe({type:'paint',buffered:true})}catch(e){}setTimeout(s,500)}"
  return page.replace(/\n\s*<\/body>/, (end) => `\n    <script type="module">${start}</script>${end}`)
}

/**
 * Puts a route's markup into the built index.html: `#root` filled and marked with the path, the guard
 * script after it, the title React hoisted out of the markup in `<head>`, the style sheets inline (the entry's
 * and the page's: a few KB, so the first paint waits for the HTML alone; they stay in `<head>` for the later
 * pages) and a `modulepreload` for each chunk that index.html does not already load. Takes the template, the
 * markup, the route, the manifest and a reader of a built file's text; returns the page.
 */
export function fillTemplate(
  template: string,
  markup: string,
  route: PrerenderedRoute,
  manifest: Manifest,
  readBuilt: (file: string) => string,
) {
  // React 19 writes what it hoists (the page's <title>, a preload of its image) before the markup: to <head>.
  const hoisted = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)*/.exec(markup)?.[0] ?? ''
  const body = markup.slice(hoisted.length)
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0]
  const { js, css } = chunksOf(manifest, route.lazyModules)
  // The route preload's data block names chunks too: a file is already loaded only by a tag of its own.
  const tags = withoutRoutePreload(template)
  const missing = (file: string) => !tags.includes(`/${file}"`)
  const head = [
    ...(hoisted.replace(/<title>[^<]*<\/title>/, '').match(/<[^>]*>/g) ?? []),
    ...[...css].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]
  let html = template
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title)
  html = html.replace(/\n\s*<\/head>/, (end) => `${head.map((tag) => `\n    ${tag}`).join('')}${end}`)
  // Each style sheet inline, and its link kept `disabled` (never fetched, never applied): Vite's loader of a lazy
  // chunk looks for the chunk's style sheets as links and would otherwise fetch each again, and wait for it, before
  // the chunk runs (issue 23, sixth pass).
  html = html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_link, file: string) =>
      `<style data-href="/${file}">${readBuilt(file).replace(/<\/style/gi, '<\\/style')}</style>` +
      `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
  )
  html = startAfterPaint(
    html,
    route.earlyFetch && route.pattern ? { pattern: route.pattern, url: route.earlyFetch } : undefined,
  )
  const root = '<div id="root"></div>'
  if (!html.includes(root)) throw new Error('prerender: index.html has no empty <div id="root"></div>')
  if (route.kind === 'skeleton')
    return html.replace(root, () => `${body}\n    <script>${SKELETON_GUARD}</script>\n    ${root}`)
  return html.replace(
    root,
    () =>
      `<div id="root" data-prerendered="${escapeHtml(route.path)}">${body}</div>\n    <script>${PREFERENCE_GUARD}</script>`,
  )
}

/** The plugin (build only); takes nothing. */
export function prerender(): Plugin {
  let outDir = ''
  let root = ''
  return {
    name: 'unacs-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      root = config.root
    },
    async writeBundle() {
      const started = performance.now()
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
      const template = await readFile(join(outDir, 'index.html'), 'utf8')
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        esbuild: { jsx: 'automatic' },
      })
      // i18n sets <html lang> when its language is set; the build has no document, so it gets a stand-in.
      const globals = globalThis as { document?: unknown }
      const hadDocument = 'document' in globals
      if (!hadDocument) globals.document = { documentElement: {} }
      try {
        const entry = fileURLToPath(new URL('./entry.tsx', import.meta.url))
        const { renderRoute, renderShellSkeleton } = (await server.ssrLoadModule(
          entry,
        )) as typeof import('./entry.tsx')
        for (const route of ROUTES) {
          const markup =
            route.kind === 'skeleton'
              ? await renderShellSkeleton(route.skeleton ?? 'home')
              : await renderRoute(route.path)
          await writeFile(
            join(outDir, route.file),
            fillTemplate(template, markup, route, manifest, (file) =>
              readFileSync(join(outDir, file), 'utf8'),
            ),
          )
        }
        const patterns = ROUTES.flatMap((r) => (r.pattern ? [[r.pattern, r.file]] : []))
        await writeFile(join(outDir, PRERENDERED_PATHS_FILE), `${JSON.stringify(patterns)}\n`)
      } finally {
        if (!hadDocument) delete globals.document
        await server.close()
      }
      const ms = Math.round(performance.now() - started)
      this.info(`prerendered ${ROUTES.map((r) => r.file).join(', ')} in ${ms} ms`)
    },
  }
}
