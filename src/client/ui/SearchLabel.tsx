/**
 * A filter screen's Search button text: "Search" on screen (SPEC.md's word) and, for a screen
 * reader and the top bar's own search beside it, what it finds ("Search trips").
 */
export function SearchLabel({ finds }: { finds: string }) {
  return (
    <>
      Search<span className="visually-hidden"> {finds}</span>
    </>
  );
}
