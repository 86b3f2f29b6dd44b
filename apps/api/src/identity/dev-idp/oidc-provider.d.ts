/**
 * The small part of oidc-provider v9's API the development identity provider uses (the package ships no
 * type declarations and @types/oidc-provider is not a dependency).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** The Koa-style context oidc-provider hands to configuration functions (only what is used). */
  export interface KoaContextWithOIDC {
    get(header: string): string
    host: string
    type: string
    body: unknown
    status: number
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      result?: { consent?: { grantId?: string } }
      params?: Record<string, unknown>
      provider: Provider
    }
  }

  /** An account as findAccount returns it. */
  export interface Account {
    accountId: string
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>
  }

  /** A grant of scopes to a client by an account. */
  export interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  /** A pending interaction (login or consent prompt). */
  export interface Interaction {
    uid: string
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> }
    params: Record<string, unknown>
    grantId?: string
    session?: { accountId?: string }
  }

  /** Provider configuration (only the options used). */
  export interface Configuration {
    clients: Record<string, unknown>[]
    jwks: { keys: Record<string, unknown>[] }
    cookies: { keys: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> }
    claims: Record<string, string[]>
    scopes?: string[]
    pkce: { required: () => boolean }
    features: Record<string, Record<string, unknown>>
    interactions: { url: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> }
    findAccount: (ctx: KoaContextWithOIDC, id: string) => Promise<Account | undefined>
    loadExistingGrant: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>
    renderError: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void>
    ttl?: Record<string, number>
    adapter?: (model: string) => unknown
  }

  /** The authorization server (a Koa application). */
  export class Provider {
    constructor(issuer: string, configuration: Configuration)
    proxy: boolean
    readonly issuer: string
    Grant: {
      new (init: { accountId?: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  /** oidc-provider's in-memory storage (LRU of 1000 entries), one store per call. */
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown
}
