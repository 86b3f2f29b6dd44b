/**
 * The signed-in home page's frame as static markup (issue 23, fifth pass: /ana-sayfa's largest paint from the
 * HTML), drawn at build time by the prerender plugin (apps/web/prerender) into `dist/ana-sayfa.html`, outside
 * `#root`: the vertical layout's sidebar (brand only), top bar (menu button and, on phones, the brand), the page
 * header ("Ana Sayfa") and the welcome banner, with the shell's own classes (shell.css, light.css,
 * light-home.css) so that they sit where the app draws them. Nothing here is interactive or personal; the app,
 * rendered into the hidden `#root` meanwhile, takes its place once its shell has mounted (`SkeletonGone`). Plain
 * `div`s, not the app's landmarks (header, aside, main, nav), so there is never a second of each. An
 * inline guard drops it before the first paint for a visitor it would not fit (no session, English, dark, a
 * layout other than the vertical one): `SKELETON_GUARD` in the plugin. The light menu pages' frames
 * (`dist/grade-entry.html`, issue 23, sixth pass) are the same with the page spinner in the content column.
 */
import { useTranslation } from 'react-i18next'
import { LightSpinner } from '../../shared/ui/LightSpinner.tsx'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { SHELL_SKELETON_ID } from './skeleton-gone.tsx'

/**
 * The widths the app's layout changes at (use-media-query.ts: phones ≤ 767 px get the drawer and the brand in
 * the bar; ≤ 1024 px the small sidebar; above, the 250 px one), and the collapsed sidebar (`data-collapsed`,
 * set by the guard from the stored `hoverd`). While the skeleton is there, `#root` (the app rendering behind it)
 * is hidden; the rule goes with it.
 */
const CSS = `
#${SHELL_SKELETON_ID}~#root{display:none}
#${SHELL_SKELETON_ID} .skeleton-sider{position:sticky;top:0;height:100vh;width:250px;min-width:250px}
#${SHELL_SKELETON_ID}[data-collapsed=true] .skeleton-sider{width:72px;min-width:72px}
#${SHELL_SKELETON_ID}[data-collapsed=true] .skeleton-brand-name,#${SHELL_SKELETON_ID} .skeleton-phone{display:none}
#${SHELL_SKELETON_ID} .shell-main{padding:24px}
#${SHELL_SKELETON_ID} .shell-topbar{padding-inline:16px}
@media (max-width:1024px){#${SHELL_SKELETON_ID} .skeleton-sider{width:72px;min-width:72px}#${SHELL_SKELETON_ID} .skeleton-brand-name,#${SHELL_SKELETON_ID} .skeleton-fold{display:none}}
@media (max-width:767px){#${SHELL_SKELETON_ID} .skeleton-sider{display:none}#${SHELL_SKELETON_ID} .skeleton-phone{display:inline-flex}#${SHELL_SKELETON_ID} .skeleton-fold{display:none}#${SHELL_SKELETON_ID} .shell-main{padding:16px}#${SHELL_SKELETON_ID} .shell-topbar{padding-inline:8px}}
`

/**
 * The skeleton: `page` `home` (default) draws the home page's header and welcome banner in the content column;
 * `loading` the app's page spinner ("Yükleniyor…", `PageLoading`'s LightSpinner), for a page whose title and content
 * come from the role menu and the page's data (the light menu pages' frames, issue 23, sixth pass).
 */
export function HomeSkeleton({ page = 'home' }: { page?: 'home' | 'loading' }) {
  const { t } = useTranslation()
  const brand = <img src="/favicon.svg" alt="" width={28} height={28} />
  return (
    <div id={SHELL_SKELETON_ID} className="shell-layout" aria-busy="true">
      <style>{CSS}</style>
      <div className="shell-sider skeleton-sider" data-boxed="false">
        <div className="shell-brand-row">
          <span className="shell-brand">
            {brand}
            <span className="skeleton-brand-name">{t('product.short')}</span>
          </span>
        </div>
      </div>
      <div className="shell-column">
        <div className="shell-topbar" data-boxed="false" style={{ top: 0 }}>
          <div className="shell-topbar-row" style={{ gap: 4 }}>
            <span className="shell-text-button skeleton-phone" data-icon-only="true">
              <ShellIcon name="menu" />
            </span>
            <span className="shell-brand skeleton-phone">{brand}</span>
            <span className="shell-text-button skeleton-fold" data-icon-only="true">
              <ShellIcon name="menuFold" />
            </span>
          </div>
        </div>
        <div className="shell-main">
          <div>{page === 'home' ? <HomeHead /> : <LightSpinner label={t('loading')} />}</div>
        </div>
      </div>
    </div>
  )
}

/** The home page's header ("Ana Sayfa" and its breadcrumb) and welcome banner. */
function HomeHead() {
  const { t } = useTranslation()
  return (
    <>
      <div
        className="shell-page-header"
        style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }}
      >
        <div className="shell-breadcrumb">
          <ol>
            <li>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <ShellIcon name="home" size={14} /> {t('home.title')}
              </span>
            </li>
          </ol>
        </div>
        <h1 className="shell-title">{t('home.title')}</h1>
      </div>
      <div className="light-home light-home-page">
        <section className="light-banner">
          <h2 style={{ fontSize: 'clamp(1.3rem, 1rem + 1.5vw, 1.9rem)' }}>{t('home.welcome')}</h2>
          <p style={{ margin: '8px 0 0', fontSize: 15 }}>&nbsp;</p>
        </section>
      </div>
    </>
  )
}
