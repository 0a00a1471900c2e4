import { LineIcon } from '../../ui/LineIcon';

/** The sidebar's toggle on narrow screens (phones at the loading point); hidden by CSS on wider ones. */
export function MenuButton({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-btn menu-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <LineIcon path="M4 6h16M4 12h16M4 18h16" size={22} rounded />
      <span className="visually-hidden">Menu</span>
    </button>
  );
}
