/**
 * The menu call's answer, prepared once (issue 23 "the request path", third pass). A role's tree is read
 * once per MENU_RECHECK_MS (menu.repo.ts); what one caller may not see of it (the pages a studentship that is
 * not active is refused, and the pages whose menu gate says no) is remembered per session for the same time;
 * the wrapped answer of each (tree read, hidden pages) is serialised once, given a weak ETag (a hash of its
 * text) and compressed at most once per encoding. A call then costs two map look-ups and no database round
 * trip, no JSON and no compression; a client that sends the ETag back in If-None-Match gets 304.
 *
 * What the remembered verdicts may delay: the menu only hides pages (DESIGN.md §3; every feature's endpoints
 * refuse what a caller may not do). Every write answered by this process (any method but GET, HEAD and
 * OPTIONS: a completion, a club advisor's appointment, a studentship change) forgets all remembered verdicts
 * at once ({@link MenuAnswers.forgetVerdicts}); a change made by another API instance, a background job or
 * the database directly shows at the latest MENU_RECHECK_MS later, as a change of the menu entries already
 * does. docs/decisions.md "The menu call's path (issue 23, third pass)".
 */
import { createHash } from 'node:crypto'
import type { MenuEntry } from '@unacs/contracts'
import type { FastifyInstance, onSendHookHandler } from 'fastify'
import type { Database } from '../../db/client.ts'
import { compressAnswer, type Encoding } from '../../platform/http/compress-answers.ts'
import { ok } from '../../platform/http/response.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Principal } from '../guard/access.ts'
import { loadMenuTree, MENU_RECHECK_MS, refusedStudentPages, withoutPages } from './menu.repo.ts'
import { type MenuGates, withoutGated } from './menu-gates.ts'

/** One prepared answer: the wrapped tree as JSON bytes, its ETag and its compressed forms (made on demand). */
export interface MenuAnswer {
  /** `{ success, message, responseData }` as UTF-8 JSON. */
  body: Buffer
  /** Weak validator `W/"…"` of the body (the same for every encoding of it). */
  etag: string
  /** The body compressed by `encoding` (made once, then remembered). */
  encoded(encoding: Encoding): Buffer
}

/** The prepared answers of one database handle. */
export interface MenuAnswers {
  /** The answer for `principal` (its active role, studentship and gates) in `lang`. */
  answerFor(principal: Principal, lang: Language): Promise<MenuAnswer>
  /** Forgets every remembered verdict (after a write; see the module comment). */
  forgetVerdicts(): void
}

/** At most this many sessions' verdicts are remembered (oldest out first). */
const MAX_VERDICTS = 10_000

/** What one session may not see of one tree read. */
interface Verdict {
  tree: MenuEntry[]
  /** Sorted refused pages and gated pages, as one text (the key of the prepared answer). */
  signature: string
  refused: ReadonlySet<string>
  gated: ReadonlySet<string>
  readAt: number
  generation: number
}

function prepare(tree: MenuEntry[], refused: ReadonlySet<string>, gated: ReadonlySet<string>): MenuAnswer {
  const visible = refused.size ? withoutPages(tree, refused) : tree
  const body = Buffer.from(JSON.stringify(ok(gated.size ? withoutGated(visible, gated) : visible)))
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
  const encodings = new Map<Encoding, Buffer>()
  return {
    body,
    etag,
    encoded(encoding) {
      let known = encodings.get(encoding)
      if (!known) {
        known = compressAnswer(body, encoding)
        encodings.set(encoding, known)
      }
      return known
    },
  }
}

/** Creates the prepared answers of `db`, asking `gates` for the gated pages. */
export function createMenuAnswers(db: Database, gates: MenuGates): MenuAnswers {
  let generation = 0
  const verdicts = new Map<string, Verdict>()
  /** Prepared answers by tree read (a new read drops the old ones with it) and signature. */
  const answers = new WeakMap<MenuEntry[], Map<string, MenuAnswer>>()

  const verdictOf = async (principal: Principal, tree: MenuEntry[], key: string): Promise<Verdict> => {
    const known = verdicts.get(key)
    const at = Date.now()
    if (
      known &&
      known.tree === tree &&
      known.generation === generation &&
      at - known.readAt < MENU_RECHECK_MS
    )
      return known
    const startedIn = generation
    // A graduate (or withdrawn) studentship gets no entry its pages' calls would refuse (issue 24).
    const refused = principal.activeStudentNo
      ? await refusedStudentPages(db, principal.activeStudentNo)
      : new Set<string>()
    const gated = await gates.hidden(refused.size ? withoutPages(tree, refused) : tree, principal)
    const signature = `${[...refused].sort().join(',')}|${[...gated].sort().join(',')}`
    const verdict: Verdict = { tree, signature, refused, gated, readAt: at, generation: startedIn }
    // A read that a write overtook is used for this answer but not remembered.
    if (startedIn === generation) {
      verdicts.delete(key)
      if (verdicts.size >= MAX_VERDICTS) {
        const oldest = verdicts.keys().next().value
        if (oldest !== undefined) verdicts.delete(oldest)
      }
      verdicts.set(key, verdict)
    }
    return verdict
  }

  return {
    async answerFor(principal, lang) {
      const tree = await loadMenuTree(db, principal.activeRoleId, lang)
      const key = `${principal.sessionId}|${principal.activeRoleId}|${principal.activeStudentNo ?? ''}`
      const verdict = await verdictOf(principal, tree, key)
      let byTree = answers.get(tree)
      if (!byTree) {
        byTree = new Map()
        answers.set(tree, byTree)
      }
      let answer = byTree.get(verdict.signature)
      if (!answer) {
        answer = prepare(tree, verdict.refused, verdict.gated)
        byTree.set(verdict.signature, answer)
      }
      return answer
    },
    forgetVerdicts() {
      generation++
    },
  }
}

/**
 * Whether the If-None-Match header `given` names `etag` (weak comparison, RFC 9110 §13.1.2: `*`, or one of
 * a comma-separated list with or without W/).
 */
export function matchesEtag(given: string | undefined, etag: string): boolean {
  if (!given) return false
  if (given.trim() === '*') return true
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag
  for (const part of given.split(',')) {
    const tag = part.trim()
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === bare) return true
  }
  return false
}

/** Methods that only read: their answers do not forget the verdicts. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Adds, to every route registered on `app` after this call whose method writes, an onSend hook that makes
 * `answers` forget their verdicts once the write has been done (its answer is being sent). Hooked on those
 * routes only, so reads pay nothing.
 */
export function forgetVerdictsOnWrites(app: FastifyInstance, answers: MenuAnswers): void {
  const forget: onSendHookHandler = (_request, _reply, payload, done) => {
    answers.forgetVerdicts()
    done(null, payload)
  }
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (methods.every((m) => READS.has(String(m).toUpperCase()))) return
    const own = route.onSend
    route.onSend = own === undefined ? [forget] : Array.isArray(own) ? [...own, forget] : [own, forget]
  })
}
