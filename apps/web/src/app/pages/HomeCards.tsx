/**
 * The registered home cards of the signed-in session (issue 24): the cards whose audience includes the user,
 * in order, each its own lazily loaded chunk with its translations, in a responsive grid (one column at
 * 375 px). A card that fails to load is left out; the others stay. Drawn without antd (issue 23); skeletons
 * until the page has painted, then each card's call starts with its chunk when the card declares it
 * (`HomeCardDef.prefetch`).
 */
import { useQueryClient } from '@tanstack/react-query'
import {
  type ComponentType,
  lazy,
  Component as ReactComponent,
  type ReactNode,
  Suspense,
  useEffect,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { HomeCardDef } from '../../shared/home/home-card.ts'
import { useAfterPaint } from '../../shared/hooks/use-after-paint.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
import { LightPanel } from '../../shared/ui/LightPanel.tsx'
import { LightSkeleton } from '../../shared/ui/LightSkeleton.tsx'
import { homeCardRegistry } from '../home-card-registry.ts'
import { loadNamespaces, type Namespace } from '../i18n/index.ts'

const cache = new Map<string, ComponentType>()

/** The lazy component of a card (one instance per key). */
function lazyCard(def: HomeCardDef): ComponentType {
  let card = cache.get(def.key)
  if (!card) {
    card = lazy(() =>
      loadChunk(async () => {
        const [C] = await Promise.all([def.load(), loadNamespaces(...(def.namespaces as Namespace[]))])
        return { default: C }
      }),
    )
    cache.set(def.key, card)
  }
  return card
}

/** Leaves out a card whose chunk or render failed. */
class CardBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** The cards of `user`, in a grid. */
export function HomeCards({ user }: { user: SessionUser }) {
  const cards = homeCardRegistry.filter((c) => c.audience(user)).sort((a, b) => a.order - b.order)
  const client = useQueryClient()
  const { i18n } = useTranslation()
  const language = i18n.language
  // Once the page has painted (its largest paint does not wait for the cards' code), the cards' calls start
  // beside their chunks and translations, not after them (issue 23).
  const painted = useAfterPaint()
  useEffect(() => {
    if (!painted) return
    for (const def of homeCardRegistry) if (def.audience(user)) def.prefetch?.(client, user, language)
  }, [painted, client, user, language])
  if (cards.length === 0) return null
  const skeleton = (
    <div aria-busy="true">
      <LightPanel>
        <LightSkeleton title />
      </LightPanel>
    </div>
  )
  return (
    <div className="light-home light-home-cards">
      {cards.map((def) => {
        const Card_ = lazyCard(def)
        return (
          <CardBoundary key={def.key}>
            {painted ? (
              <Suspense fallback={skeleton}>
                <Card_ />
              </Suspense>
            ) : (
              skeleton
            )}
          </CardBoundary>
        )
      })}
    </div>
  )
}
