import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in. It takes keyboard focus (so arrow keys scroll it:
 * WCAG 2.1.1, axe's scrollable-region-focusable) and is a region named after its table, so a
 * screen reader says what the focused box holds.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
