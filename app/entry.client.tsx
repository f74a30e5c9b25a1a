// React Router's browser entry, which only `npm run dev` runs: the build takes React Router's bootstrap
// out of every page and puts the island loader in (scripts/postbuild.ts). So that development runs
// what visitors get, it hydrates no document either, and starts the island loader instead. React
// Router's hot update would revalidate a router that is not there: a changed module reloads the page.
if (import.meta.env.DEV) {
  import.meta.hot?.on('vite:beforeUpdate', () => window.location.reload());
  void import('./islands/loader.ts');
}
