/**
 * The registered home cards of the signed-in session (issue 24): the cards whose audience includes the user,
 * in order, each its own lazily loaded chunk with its translations, in a responsive grid (one column at
 * 375 px). A card that fails to load is left out; the others stay.
 */
import { Card, Skeleton } from 'antd'
import { type ComponentType, lazy, Component as ReactComponent, type ReactNode, Suspense } from 'react'
import type { HomeCardDef } from '../../shared/home/home-card.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
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
  if (cards.length === 0) return null
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      {cards.map((def) => {
        const Card_ = lazyCard(def)
        return (
          <CardBoundary key={def.key}>
            <Suspense
              fallback={
                <Card size="small">
                  <Skeleton active paragraph={{ rows: 2 }} />
                </Card>
              }
            >
              <Card_ />
            </Suspense>
          </CardBoundary>
        )
      })}
    </div>
  )
}
