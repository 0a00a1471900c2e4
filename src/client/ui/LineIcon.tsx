/**
 * A line-drawn icon on a 24-unit grid, in the text's colour; decorative (the button around it
 * carries the name).
 */
export function LineIcon({
  path,
  size,
  strokeWidth = 2,
  rounded = false,
}: {
  /** The SVG path data. */
  path: string;
  size: number;
  strokeWidth?: number;
  /** Round line ends. */
  rounded?: boolean;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={rounded ? 'round' : undefined}
      />
    </svg>
  );
}
