import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { pagePaths, type PageId } from './content/routes.ts';

/** The module that renders each page; the paths come from the route table. */
const pageModules: Record<Exclude<PageId, 'home'>, string> = {
  taskIssue: 'routes/product-task-issue.tsx',
  ifcViewer: 'routes/product-ifc-viewer.tsx',
  dms: 'routes/product-dms.tsx',
  bimModel: 'routes/product-bim-model.tsx',
  infoManagement: 'routes/product-information-management.tsx',
  planManagement: 'routes/product-plan-management.tsx',
  cloudSecurity: 'routes/product-cloud-security.tsx',
  pricing: 'routes/pricing.tsx',
  aboutUs: 'routes/about-us.tsx',
  careers: 'routes/careers.tsx',
  imprint: 'routes/imprint.tsx',
  privacy: 'routes/privacy-notice.tsx',
  workflows: 'routes/workflows.tsx',
  workflow: 'routes/workflow.tsx',
  newsletterStatus: 'routes/newsletter-status.tsx',
};

export default [
  // "/" has no language yet: the server redirects it, and in the browser this route does.
  index('routes/choose-language.tsx'),
  // Each page's own path starts with ":lang": in a prerendered site a route reloads its data only
  // when its own parameters change, and a language change must reload every page's copy.
  layout('routes/language-layout.tsx', [
    route(':lang', 'routes/home.tsx'),
    ...Object.entries(pageModules).map(([page, file]) => route(`:lang/${pagePaths[page as PageId]}`, file)),
    route(':lang/*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
