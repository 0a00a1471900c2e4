interface PasswordToggleProps {
  visible: boolean;
  onToggle: () => void;
}

/** The eye icon beside a password input. */
export function PasswordToggle({ visible, onToggle }: PasswordToggleProps) {
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-pressed={visible}
      onClick={onToggle}
    >
      {visible ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M2 5.3 3.3 4 20 20.7 18.7 22l-3-3A10.8 10.8 0 0 1 12 19.5C7 19.5 2.7 16.4 1 12c.8-2 2.1-3.7 3.8-5zM12 4.5c5 0 9.3 3.1 11 7.5a11.8 11.8 0 0 1-3.6 4.9L16.5 14A4.5 4.5 0 0 0 10 7.5L7.7 5.2A11 11 0 0 1 12 4.5z"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 4.5c5 0 9.3 3.1 11 7.5-1.7 4.4-6 7.5-11 7.5S2.7 16.4 1 12c1.7-4.4 6-7.5 11-7.5zm0 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z"
          />
        </svg>
      )}
    </button>
  );
}
