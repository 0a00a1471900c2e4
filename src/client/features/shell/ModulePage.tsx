/**
 * The body of a module whose screen is not built yet: its title is in the top bar, the body is
 * empty. Later issues replace these in app/routes.tsx.
 */
export function ModulePage() {
  return <section className="module-body" aria-label="Module content" />;
}
