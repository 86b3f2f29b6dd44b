/**
 * Server-rendered HTML of the public guide (issue 19 "Public side": /public/rehber and /public/rehber-detail are
 * what prospective students and search engines see; the first load carries only what it needs, ≤ 120 KB gzip
 * JS, a real title and meta description per page). The pages are complete HTML with inline CSS (light and dark,
 * 375 px up) and one tiny same-origin script (theme and language choice, `PUBLIC_SCRIPT`); search, filters,
 * sorting and paging are plain GET forms and links, so they work without the SPA. Every text is escaped; the
 * information sections are the HTML sanitised on save (programmes.sanitize.ts) and are inserted as stored.
 */

import type { Guide, GuideDetail, GuideQuery, ProgrammeLevel, TyycCategory } from '@unacs/contracts'
import { TYYC_CATEGORIES, ZProgrammeLevel, ZScoreType } from '@unacs/contracts'
import { formatMoney } from '../../platform/format/format.ts'
import type { Language } from '../../platform/i18n/messages.ts'

/** The texts of the pages (the same wording as the web app's `programmes` translations). */
const TEXT = {
  tr: {
    university: 'Anadolu Teknik Üniversitesi',
    title: 'Program Rehberi',
    description:
      'Üniversitemizin ön lisans, lisans ve lisansüstü programları: puan türü, kontenjan, yerleşen sayısı, taban ve tavan puanlar, ücretler.',
    detailDescription: (n: string, f: string) =>
      `${n} (${f}): program bilgileri, çıktılar, TYYÇ eşleştirmesi, ücretler ve ders planı.`,
    search: 'Program veya fakülte ara',
    submit: 'Ara',
    level: 'Düzey',
    faculty: 'Fakülte',
    allLevels: 'Tüm düzeyler',
    allFaculties: 'Tüm fakülteler',
    allScoreTypes: 'Tüm puan türleri',
    sort: 'Sıralama',
    sortName: 'Program adına göre',
    sortDesc: 'Taban puana göre (yüksekten düşüğe)',
    sortAsc: 'Taban puana göre (düşükten yükseğe)',
    programme: 'Program',
    scoreType: 'Puan türü',
    quota: 'Kontenjan',
    placed: 'Yerleşen',
    minScore: 'Taban puan',
    maxScore: 'Tavan puan',
    fee: 'Dönem ücreti',
    noFee: 'Ücretsiz',
    empty: 'Aramanıza uyan program yok.',
    beyond: (pages: number) => `Bu sayfa yok; sonuçlar ${pages} sayfadır.`,
    first: 'İlk sayfaya dön',
    results: (n: number) => `${n} program bulundu.`,
    page: (p: number, of: number) => `Sayfa ${p} / ${of}`,
    prev: 'Önceki sayfa',
    next: 'Sonraki sayfa',
    back: 'Program rehberine dön',
    version: 'Versiyon',
    effective: 'Yürürlük tarihi',
    draft: 'Taslak (düzenlenebilir)',
    outcomes: 'Program çıktıları',
    matrix: 'TYYÇ eşleştirmesi',
    legend: 'Yeterlilik tanımları',
    outcome: 'Çıktı',
    po: (n: number) => `PÇ${n}`,
    fees: 'Ücretler',
    term: 'Dönem',
    total: 'Toplam',
    prepTotal: 'Hazırlık toplamı',
    admissions: 'Yerleştirme verileri',
    year: 'Yıl',
    curriculum: 'Ders planı',
    semester: (n: number) => `${n}. yarıyıl`,
    courseCode: 'Ders kodu',
    courseName: 'Ders adı',
    type: 'Tür',
    credit: 'Kredi',
    cat: { required: 'Zorunlu', elective: 'Seçmeli' },
    other: 'English',
    dark: 'Koyu tema',
    badQuery: 'Arama geçersiz. Rehberin başına dönüp yeniden deneyin.',
    levels: { associate: 'Ön lisans', bachelor: 'Lisans', master: 'Yüksek lisans', doctorate: 'Doktora' },
    categories: {
      knowledge: 'Bilgi',
      skills: 'Beceriler',
      autonomy: 'Bağımsız çalışma ve sorumluluk',
      learning: 'Öğrenme yetkinliği',
      communication: 'İletişim ve sosyal yetkinlik',
      field: 'Alana özgü yetkinlik',
    },
    sections: {
      description: 'Program tanımı',
      objectives: 'Amaçlar',
      admission: 'Kabul koşulları',
      graduation: 'Mezuniyet koşulları',
      qualification: 'Verilen derece',
      qualificationLevel: 'Yeterlilik düzeyi',
      modeOfStudy: 'Öğretim şekli',
      head: 'Program başkanı',
      contact: 'İletişim',
    },
  },
  en: {
    university: 'Anadolu Technical University',
    title: 'Programme Guide',
    description:
      "Our university's associate, undergraduate and graduate programmes: score type, quota, placed students, minimum and maximum scores, fees.",
    detailDescription: (n: string, f: string) =>
      `${n} (${f}): programme information, outcomes, TQF mapping, fees and curriculum.`,
    search: 'Search programmes or faculties',
    submit: 'Search',
    level: 'Level',
    faculty: 'Faculty',
    allLevels: 'All levels',
    allFaculties: 'All faculties',
    allScoreTypes: 'All score types',
    sort: 'Sort by',
    sortName: 'Programme name',
    sortDesc: 'Minimum score (high to low)',
    sortAsc: 'Minimum score (low to high)',
    programme: 'Programme',
    scoreType: 'Score type',
    quota: 'Quota',
    placed: 'Placed',
    minScore: 'Minimum score',
    maxScore: 'Maximum score',
    fee: 'Term fee',
    noFee: 'Free',
    empty: 'No programme matches your search.',
    beyond: (pages: number) =>
      `There is no such page; the results take ${pages} page${pages === 1 ? '' : 's'}.`,
    first: 'Back to the first page',
    results: (n: number) => `${n} programmes found.`,
    page: (p: number, of: number) => `Page ${p} of ${of}`,
    prev: 'Previous page',
    next: 'Next page',
    back: 'Back to the programme guide',
    version: 'Version',
    effective: 'Effective date',
    draft: 'Draft (editable)',
    outcomes: 'Programme outcomes',
    matrix: 'TQF mapping',
    legend: 'Qualification descriptors',
    outcome: 'Outcome',
    po: (n: number) => `PO${n}`,
    fees: 'Fees',
    term: 'Term',
    total: 'Total',
    prepTotal: 'Preparatory total',
    admissions: 'Placement figures',
    year: 'Year',
    curriculum: 'Curriculum',
    semester: (n: number) => `Semester ${n}`,
    courseCode: 'Course code',
    courseName: 'Course name',
    type: 'Type',
    credit: 'Credit',
    cat: { required: 'Required', elective: 'Elective' },
    other: 'Türkçe',
    dark: 'Dark theme',
    badQuery: 'The search is not valid. Go back to the start of the guide and try again.',
    levels: { associate: 'Associate', bachelor: 'Undergraduate', master: "Master's", doctorate: 'Doctoral' },
    categories: {
      knowledge: 'Knowledge',
      skills: 'Skills',
      autonomy: 'Autonomy and responsibility',
      learning: 'Learning competence',
      communication: 'Communication and social competence',
      field: 'Field-specific competence',
    },
    sections: {
      description: 'Description',
      objectives: 'Objectives',
      admission: 'Admission requirements',
      graduation: 'Graduation requirements',
      qualification: 'Qualification awarded',
      qualificationLevel: 'Level of qualification',
      modeOfStudy: 'Mode of study',
      head: 'Head of programme',
      contact: 'Contact',
    },
  },
} as const

/** HTML-escapes `s` for text and attribute values. */
export function esc(s: string | number): string {
  return String(s)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The path of the theme and language script (served by programmes.public-pages.ts). */
export const PUBLIC_SCRIPT_PATH = '/public/rehber.js'

/**
 * The script of the public pages (about 0.8 KB): applies the stored theme (`themeMode`, as the SPA keeps it)
 * before the first paint; without an explicit `?lang=` it follows the stored language (`language`) by
 * reloading once with it; the language links store the choice; the theme button toggles and stores it.
 */
export const PUBLIC_SCRIPT = `(function(){var d=document.documentElement,s=window.localStorage;
try{var m=s.getItem('themeMode');if(m==='dark'||m==='light')d.dataset.theme=m;
var l=s.getItem('language'),u=new URL(location.href);
if((l==='en'||l==='tr')&&!u.searchParams.has('lang')&&l!==d.lang){u.searchParams.set('lang',l);location.replace(u.href)}}catch(e){}
document.addEventListener('DOMContentLoaded',function(){var b=document.querySelector('[data-theme-toggle]');if(b)b.setAttribute('aria-pressed',String(d.dataset.theme==='dark'))});
document.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[data-lang],[data-theme-toggle]');if(!t)return;
try{if(t.dataset.lang){s.setItem('language',t.dataset.lang);return}
var n=d.dataset.theme==='dark'?'light':'dark';d.dataset.theme=n;s.setItem('themeMode',n);t.setAttribute('aria-pressed',String(n==='dark'))}catch(x){}});
})();`

const CSS = `:root{color-scheme:light;--bg:#f5f5f5;--card:#fff;--text:rgba(0,0,0,.88);--muted:#595959;--line:#d9d9d9;--link:#0958d9;--head:#fafafa;--tag:#ad4e00;--tagbg:#fff7e6}
:root[data-theme=dark]{color-scheme:dark;--bg:#000;--card:#141414;--text:rgba(255,255,255,.88);--muted:#a6a6a6;--line:#424242;--link:#69b1ff;--head:#1d1d1d;--tag:#ffc069;--tagbg:#2b1d11}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:14px/1.5715 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
a{color:var(--link)}main{max-width:1200px;margin:0 auto;padding:16px}
.top{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;margin-bottom:8px}
.top nav{display:flex;gap:12px;align-items:center}h1{font-size:28px;margin:0 0 16px;line-height:1.3}h2{font-size:18px;margin:0 0 12px}h3{font-size:15px;margin:0}
.muted{color:var(--muted)}.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:16px;margin-bottom:16px}
form.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}form.filters label{display:flex;flex-direction:column;gap:4px;font-size:13px}
input,select,button{font:inherit;color:var(--text);background:var(--card);border:1px solid var(--line);border-radius:6px;padding:5px 10px;min-height:32px}
input[type=search]{min-width:min(100%,280px)}select{max-width:100%}form.filters label{max-width:100%}button.primary{background:#0958d9;border-color:#0958d9;color:#fff;cursor:pointer}button{cursor:pointer}
.scroll{overflow-x:auto}.scroll:focus-visible,a:focus-visible,button:focus-visible,summary:focus-visible{outline:2px solid var(--link);outline-offset:2px}
table{border-collapse:collapse;width:100%;background:var(--card)}th,td{padding:8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{background:var(--head);font-weight:600}td.n,th.n{text-align:right;white-space:nowrap}table.matrix th,table.matrix td{text-align:center;border:1px solid var(--line)}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:8px 16px;margin:0}dt{color:var(--muted);font-size:13px}dd{margin:0}
.tag{display:inline-block;padding:0 7px;border-radius:4px;font-size:12px;color:var(--tag);background:var(--tagbg);border:1px solid var(--tag)}
.pager{display:flex;gap:16px;align-items:center;margin-top:12px}details{border-top:1px solid var(--line);padding:8px 0}summary{cursor:pointer;font-weight:600;padding:4px 0}
.info p{margin:0 0 8px}h3.legend{margin:16px 0 4px}p.muted{margin:8px 0 4px}dl.legend{grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}`

/**
 * The descriptors' texts under the matrix, always visible (issue 37: a title attribute shows only on mouse
 * hover, so phones never saw them): one list per category, code then text.
 */
function legend(d: GuideDetail, categories: TyycCategory[], x: (typeof TEXT)[Language]): string {
  return `<h3 class="legend">${esc(x.legend)}</h3>${categories
    .map(
      (c) =>
        `<p class="muted">${esc(x.categories[c])}</p><dl class="legend">${d.Descriptors.filter(
          (k) => k.Category === c,
        )
          .map((k) => `<div><dt>${esc(k.Code)}</dt><dd>${esc(k.Text)}</dd></div>`)
          .join('')}</dl>`,
    )
    .join('')}`
}

/** A whole page: `lang`, the title and meta description, the canonical path, the heading and the body. */
function page(
  lang: Language,
  o: { title: string; description: string; path: string; heading: string; body: string },
) {
  const x = TEXT[lang]
  const other = lang === 'en' ? 'tr' : 'en'
  const url = new URL(o.path, 'http://x')
  url.searchParams.set('lang', other)
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${esc(o.title)}</title>
<meta name="description" content="${esc(o.description)}"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<script src="${PUBLIC_SCRIPT_PATH}"></script><style>${CSS}</style></head>
<body><main><div class="top"><span class="muted">${esc(x.university)}</span><nav>
<a href="${esc(url.pathname + url.search)}" hreflang="${other}" lang="${other}" data-lang="${other}">${esc(x.other)}</a>
<button type="button" data-theme-toggle aria-pressed="false">${esc(x.dark)}</button></nav></div>
<h1>${esc(o.heading)}</h1>${o.body}</main></body></html>`
}

/** `minor` units of `currency` for `lang` (e.g. "₺1.234,56"). */
const money = (minor: number, currency: string, lang: Language) => formatMoney(minor, lang, currency)
/** A placement score with five decimals, or a dash. */
const score = (v: number | null, lang: Language) =>
  v === null ? '—' : v.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 5 })
/** An option element. */
const option = (value: string | number, label: string, selected: boolean) =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`
/** A horizontally scrollable, keyboard-focusable table region named `label`. */
const region = (label: string, table: string) =>
  `<div class="scroll" role="region" aria-label="${esc(label)}" tabindex="0">${table}</div>`

/** The guide's query string for `q` with `change` applied (page reset unless given), with the language. */
function guideHref(q: GuideQuery, lang: Language, change: Partial<GuideQuery>) {
  const all = { ...q, page: 1, ...change }
  const p = new URLSearchParams()
  if (all.search) p.set('search', all.search)
  if (all.level) p.set('level', all.level)
  if (all.facultyId) p.set('facultyId', String(all.facultyId))
  if (all.scoreType) p.set('scoreType', all.scoreType)
  if (all.sort !== 'name') p.set('sort', all.sort)
  if (all.page > 1) p.set('page', String(all.page))
  p.set('lang', lang)
  return `/public/rehber?${p}`
}

/** The guide page (/public/rehber): filters, the programmes of page `g.page` and the pager. */
export function guidePage(g: Guide, q: GuideQuery, lang: Language): string {
  const x = TEXT[lang]
  const levels = ZProgrammeLevel.options
  const filters = `<form class="filters card" method="get" action="/public/rehber" role="search">
<input type="hidden" name="lang" value="${lang}">
<label>${esc(x.search)}<input type="search" name="search" value="${esc(q.search ?? '')}" aria-label="${esc(x.search)}" maxlength="100"></label>
<label>${esc(x.level)}<select name="level">${option('', x.allLevels, !q.level)}${levels
    .map((l) => option(l, x.levels[l], q.level === l))
    .join('')}</select></label>
<label>${esc(x.faculty)}<select name="facultyId">${option('', x.allFaculties, !q.facultyId)}${g.Faculties.map(
    (f) => option(f.Id, f.Name, q.facultyId === f.Id),
  ).join('')}</select></label>
<label>${esc(x.scoreType)}<select name="scoreType">${option('', x.allScoreTypes, !q.scoreType)}${ZScoreType.options
    .map((s) => option(s, s, q.scoreType === s))
    .join('')}</select></label>
<label>${esc(x.sort)}<select name="sort">${option('name', x.sortName, q.sort === 'name')}${option(
    'minScoreDesc',
    x.sortDesc,
    q.sort === 'minScoreDesc',
  )}${option('minScoreAsc', x.sortAsc, q.sort === 'minScoreAsc')}</select></label>
<button type="submit" class="primary">${esc(x.submit)}</button></form>`
  const rows = g.items
    .map(
      (
        r,
      ) => `<tr><td><a href="/public/rehber-detail?programId=${r.ProgrammeId}&amp;lang=${lang}">${esc(r.Name)}</a></td>
<td>${esc(r.Faculty)}</td><td>${esc(x.levels[r.Level])}</td><td>${esc(r.Admission?.ScoreType ?? '—')}</td>
<td class="n">${r.Admission?.Quota ?? '—'}</td><td class="n">${r.Admission?.Placed ?? '—'}</td>
<td class="n">${score(r.Admission?.MinScore ?? null, lang)}</td><td class="n">${score(r.Admission?.MaxScore ?? null, lang)}</td>
<td class="n">${r.Fee ? esc(money(r.Fee.FeeTotal, r.Fee.Currency, lang)) : esc(x.noFee)}</td></tr>`,
    )
    .join('')
  const pages = Math.max(1, Math.ceil(g.total / g.pageSize))
  const pager = `<nav class="pager" aria-label="${esc(x.page(g.page, pages))}">${
    g.page > 1
      ? `<a href="${esc(guideHref(q, lang, { page: g.page - 1 }))}" rel="prev">${esc(x.prev)}</a>`
      : ''
  }<span>${esc(x.page(g.page, pages))}</span>${
    g.page < pages
      ? `<a href="${esc(guideHref(q, lang, { page: g.page + 1 }))}" rel="next">${esc(x.next)}</a>`
      : ''
  }</nav>`
  const table =
    g.items.length === 0 && g.total > 0
      ? `<p>${esc(x.beyond(pages))} <a href="${esc(guideHref(q, lang, { page: 1 }))}">${esc(x.first)}</a></p>`
      : g.items.length === 0
        ? `<p>${esc(x.empty)}</p>`
        : region(
            x.title,
            `<table><thead><tr><th scope="col">${esc(x.programme)}</th><th scope="col">${esc(x.faculty)}</th><th scope="col">${esc(
              x.level,
            )}</th><th scope="col">${esc(x.scoreType)}</th><th scope="col" class="n">${esc(x.quota)}</th><th scope="col" class="n">${esc(
              x.placed,
            )}</th><th scope="col" class="n">${esc(x.minScore)}</th><th scope="col" class="n">${esc(
              x.maxScore,
            )}</th><th scope="col" class="n">${esc(x.fee)}</th></tr></thead><tbody>${rows}</tbody></table>`,
          ) + pager
  return page(lang, {
    title: `${x.title} | UNACS`,
    description: x.description,
    path: guideHref(q, lang, { page: q.page }),
    heading: x.title,
    body: `${filters}<section class="card" aria-label="${esc(x.title)}"><p class="muted" role="status">${esc(
      x.results(g.total),
    )}</p>${table}</section>`,
  })
}

/** A titled card. */
const card = (title: string, body: string) => `<section class="card"><h2>${esc(title)}</h2>${body}</section>`

/** The detail page (/public/rehber-detail, and the preview of the SPA uses the same data). */
export function detailPage(d: GuideDetail, lang: Language, path: string): string {
  const x = TEXT[lang]
  const head = `<p><a href="/public/rehber?lang=${lang}">${esc(x.back)}</a></p>
<section class="card"><dl><div><dt>${esc(x.faculty)}</dt><dd>${esc(d.Faculty)}</dd></div>
<div><dt>${esc(x.level)}</dt><dd>${esc(x.levels[d.Level as ProgrammeLevel])}</dd></div>
<div><dt>${esc(x.version)}</dt><dd>${esc(d.VersionName)}${d.Status === 'draft' ? ` <span class="tag">${esc(x.draft)}</span>` : ''}</dd></div>
<div><dt>${esc(x.effective)}</dt><dd>${esc(d.EffectiveDate ?? '—')}</dd></div></dl></section>`
  const sections = d.Sections.map((s) => card(x.sections[s.Kind], `<div class="info">${s.Html}</div>`)).join(
    '',
  )
  const outcomes = card(x.outcomes, `<ol>${d.Outcomes.map((o) => `<li>${esc(o.Text)}</li>`).join('')}</ol>`)
  const categories = TYYC_CATEGORIES.filter((c) => d.Descriptors.some((k) => k.Category === c))
  const level = (o: number, id: number) =>
    d.Matrix.find((c) => c.OutcomeNumber === o && c.DescriptorId === id)?.Level ?? 0
  const matrix = card(
    x.matrix,
    region(
      x.matrix,
      `<table class="matrix"><thead><tr><th scope="col" rowspan="2">${esc(x.outcome)}</th>${categories
        .map(
          (c: TyycCategory) =>
            `<th scope="colgroup" colspan="${d.Descriptors.filter((k) => k.Category === c).length}">${esc(x.categories[c])}</th>`,
        )
        .join('')}</tr><tr>${categories
        .flatMap((c) => d.Descriptors.filter((k) => k.Category === c))
        .map((k) => `<th scope="col" title="${esc(k.Text)}">${esc(k.Code)}</th>`)
        .join('')}</tr></thead><tbody>${d.Outcomes.map(
        (o) =>
          `<tr><th scope="row" title="${esc(o.Text)}">${esc(x.po(o.Number))}</th>${categories
            .flatMap((c) => d.Descriptors.filter((k) => k.Category === c))
            .map((k) => `<td>${level(o.Number, k.Id) || '—'}</td>`)
            .join('')}</tr>`,
      ).join('')}</tbody></table>`,
    ) + legend(d, categories, x),
  )
  const fees =
    d.Fees.length === 0
      ? ''
      : card(
          x.fees,
          region(
            x.fees,
            `<table><thead><tr><th scope="col">${esc(x.term)}</th><th scope="col" class="n">${esc(x.total)}</th><th scope="col" class="n">${esc(
              x.prepTotal,
            )}</th></tr></thead><tbody>${d.Fees.map(
              (f) =>
                `<tr><td>${esc(f.Term)}</td><td class="n">${esc(money(f.FeeTotal, f.Currency, lang))}</td><td class="n">${esc(
                  money(f.PrepFeeTotal, f.Currency, lang),
                )}</td></tr>`,
            ).join('')}</tbody></table>`,
          ),
        )
  const admissions = card(
    x.admissions,
    region(
      x.admissions,
      `<table><thead><tr><th scope="col">${esc(x.year)}</th><th scope="col">${esc(x.scoreType)}</th><th scope="col" class="n">${esc(
        x.quota,
      )}</th><th scope="col" class="n">${esc(x.placed)}</th><th scope="col" class="n">${esc(x.minScore)}</th><th scope="col" class="n">${esc(
        x.maxScore,
      )}</th></tr></thead><tbody>${d.Admissions.map(
        (a) =>
          `<tr><td>${a.Year}</td><td>${esc(a.ScoreType)}</td><td class="n">${a.Quota}</td><td class="n">${a.Placed}</td><td class="n">${score(
            a.MinScore,
            lang,
          )}</td><td class="n">${score(a.MaxScore, lang)}</td></tr>`,
      ).join('')}</tbody></table>`,
    ),
  )
  const semesters = [...new Set(d.Curriculum.map((c) => c.Semester))].sort((a, b) => a - b)
  const curriculum = card(
    x.curriculum,
    semesters
      .map(
        (s) =>
          `<details><summary>${esc(x.semester(s))}</summary>${region(
            x.semester(s),
            `<table><thead><tr><th scope="col">${esc(x.courseCode)}</th><th scope="col">${esc(x.courseName)}</th><th scope="col">${esc(
              x.type,
            )}</th><th scope="col" class="n">${esc(x.credit)}</th><th scope="col" class="n">ECTS</th></tr></thead><tbody>${d.Curriculum.filter(
              (c) => c.Semester === s,
            )
              .map(
                (c) =>
                  `<tr><td>${esc(c.Code)}</td><td>${esc(c.Name)}</td><td>${esc(x.cat[c.Category])}</td><td class="n">${c.Credit}</td><td class="n">${c.Ects}</td></tr>`,
              )
              .join('')}</tbody></table>`,
          )}</details>`,
      )
      .join(''),
  )
  return page(lang, {
    title: `${d.Name} – ${x.title} | UNACS`,
    description: x.detailDescription(d.Name, d.Faculty),
    path,
    heading: d.Name,
    body: head + sections + outcomes + matrix + fees + admissions + curriculum,
  })
}

/** A page with a heading and a message (404 of the detail, 400 of a bad search), with a link to the guide. */
export function messagePage(lang: Language, heading: string, message: string): string {
  const x = TEXT[lang]
  return page(lang, {
    title: `${heading} | UNACS`,
    description: x.description,
    path: `/public/rehber?lang=${lang}`,
    heading,
    body: `<section class="card"><p>${esc(message)}</p><p><a href="/public/rehber?lang=${lang}">${esc(x.back)}</a></p></section>`,
  })
}

/** The guide's title and bad-query text in `lang` (for the routes' error pages). */
export const publicTexts = (lang: Language) => ({ title: TEXT[lang].title, badQuery: TEXT[lang].badQuery })
