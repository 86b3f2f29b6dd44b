/**
 * Old bookmarks of pages whose path changed (issue 37). Until issue 37 the registrar's programme pages took a bare
 * id (`/ogrenci-isleri/program-bilgileri/30`), which was a *version* id although the route called it a programme;
 * they are now `…/versiyon/:versionId`. An old link opens the same version it always did.
 */
const VERSION_PAGES = ['program-bilgileri', 'program-yeterlilikleri', 'tyyc'] as const
const OLD_VERSION_PAGE = new RegExp(`^/ogrenci-isleri/(${VERSION_PAGES.join('|')})/(\\d+)/?$`)

/** Takes a path (no query); returns the path it moved to, or null when it is not an old one. */
export function movedPath(pathname: string): string | null {
  const old = OLD_VERSION_PAGE.exec(pathname)
  return old ? `/ogrenci-isleri/${old[1]}/versiyon/${old[2]}` : null
}
