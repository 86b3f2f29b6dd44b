/**
 * Import boundaries of DESIGN.md §3: a feature never reaches into another feature; the web and the API
 * never import each other; contracts import nothing of the apps; the platform knows no feature.
 */
module.exports = {
  forbidden: [
    {
      name: 'api-feature-to-other-feature',
      comment:
        'An API feature may not import another feature; pass the other service in (Pick<OtherService, ...>). ' +
        "Type-only imports of the other feature's public index.ts type that Pick, so they are allowed.",
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/' },
      to: {
        path: '^apps/api/src/features/([^/]+)/',
        pathNot: ['^apps/api/src/features/$1/', '^apps/api/src/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-feature-index-types-only',
      comment: "Another feature's index.ts may be imported for its types only.",
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/' },
      to: {
        path: '^apps/api/src/features/([^/]+)/index[.]ts$',
        pathNot: '^apps/api/src/features/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-feature-to-other-feature',
      comment: 'Web features meet only in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'platform-knows-no-feature',
      severity: 'error',
      from: { path: '^apps/(api|web)/src/(platform|shared)/' },
      to: { path: '^apps/(api|web)/src/features/' },
    },
    {
      name: 'web-and-api-apart',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-and-web-apart',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      // Type-only imports count too: a cycle of types is still a tangle (the seed's world/grades/absences
      // circle was one). Drizzle schema files may reference each other.
      to: { circular: true, pathNot: '\\.schema\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|scratch|test-results|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
}
