/**
 * The layering, checked by `server/architecture.test.ts` (and `npx depcruise -c .dependency-cruiser.cjs core server web`).
 * core is pure and shared; server and web build on core and never on each other; features are
 * islands that meet only through declared shared modules.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: two modules that need each other belong together or need a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'core is shared by server and web and imports neither.',
      from: { path: '^core/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'contract-is-a-leaf',
      severity: 'error',
      comment: 'The contract (schemas and endpoints) depends on zod and itself only.',
      from: { path: '^core/contract/' },
      to: { path: '^core/', pathNot: '^core/contract/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'web-features-are-islands',
      severity: 'error',
      comment: 'A web feature imports another only through lib/ or ui/.',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/([^/]+)/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'server-features-are-islands',
      severity: 'error',
      comment:
        'A server feature imports another only through server/mail, server/catalog, server/plugins or server/db.',
      from: { path: '^server/features/([^/]+)/' },
      to: { path: '^server/features/([^/]+)/', pathNot: '^server/features/$1/' },
    },
    {
      name: 'server-shared-not-features',
      severity: 'error',
      comment: 'Shared server modules serve features and never reach into one.',
      from: { path: '^server/(?!features/|app\\.ts|main\\.ts|cli\\.ts|test/)' },
      to: { path: '^server/features/' },
    },
    {
      name: 'server-routes-no-database',
      severity: 'error',
      comment:
        'routes.ts validates, authorizes, calls its service and presents; the service does the database work.',
      from: { path: '^server/features/[^/]+/[a-z-]*routes[.]ts$' },
      to: { path: ['^server/db/(schema|rows)\\.ts$', 'node_modules/drizzle-orm'] },
    },
    {
      name: 'web-components-no-api',
      severity: 'error',
      comment:
        "A component asks its feature's data files (one per query or mutation); only they call the API. The server renderer's entry (web/prerender.tsx) is no component: it hands the server the API's transport.",
      from: { path: '^web/.*\\.tsx$', pathNot: ['\\.test\\.tsx$', '^web/prerender\\.tsx$'] },
      to: { path: '^web/lib/api\\.ts$' },
    },
    {
      name: 'lib-not-ui',
      severity: 'error',
      from: { path: '^web/lib/' },
      to: { path: '^web/(ui|app|features)/' },
    },
    {
      name: 'features-not-app',
      severity: 'error',
      comment: 'The shell (web/app) mounts features; a feature never reaches back into it.',
      from: { path: '^web/features/' },
      to: { path: '^web/app/' },
    },
    {
      name: 'ui-not-features',
      severity: 'error',
      from: { path: '^web/ui/' },
      to: { path: '^web/(app|features)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
