/*
 * The first load in one wave (issue 23; vite-route-preload.ts, src/app/routes/route-preloads.ts): for a visitor
 * with a staff or student session token in local storage (StorageKey.token, 'token'), asks at once for the
 * chunk files the current path's kind of route needs before it paints (by exact path, then by path pattern, else
 * a menu page's), listed by the build in index.html's `#route-preloads` data block, instead of after the entry chunk has run. Does nothing for a signed-out visitor,
 * on a path outside the signed-in shell, or when local storage cannot be read.
 */
;(() => {
  try {
    if (!localStorage.getItem('token')) return
    const block = document.getElementById('route-preloads')
    if (!block) return
    const data = JSON.parse(block.textContent || '{}')
    const path = location.pathname.replace(/(.)\/+$/, '$1')
    const outside = (data.outside || []).some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p))
    if (outside) return
    const pattern = (data.patterns || []).find(([source]) => new RegExp(source).test(path))
    const files = data.kinds[data.paths[path] || (pattern && pattern[1]) || 'shell']
    if (!files) return
    for (const href of files.styles) {
      const link = document.createElement('link')
      link.rel = 'preload'
      link.as = 'style'
      link.href = href
      document.head.appendChild(link)
    }
    for (const href of files.scripts) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    }
  } catch {
    // No storage (privacy mode) or no data: the app loads its chunks as it always did.
  }
})()
