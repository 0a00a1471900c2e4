import type { HTMLAttributes, ReactNode } from 'react';

/** Named facts as a description list: each name (dt) with its value (dd), in a group of their own. */
export function Facts({
  facts,
  ...list
}: { facts: readonly (readonly [string, ReactNode])[] } & HTMLAttributes<HTMLDListElement>) {
  return (
    <dl {...list}>
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
