import type { ModuleKey } from '../../../shared/auth/modules';

// Simple line icons (24x24 paths), one per module.
const PATHS: Record<ModuleKey, string> = {
  import: 'M12 20V8m0 0-4 4m4-4 4 4M5 4h14',
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  upload: 'M12 3v12m0-12 4 4m-4-4-4 4M4 17v3h16v-3',
  'today-list': 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  freight: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  vehicle: 'M5 17h14M6 17V9l2-4h8l2 4v8M8 13h.01M16 13h.01',
  vendor: 'M4 20V8l8-4 8 4v12M9 20v-6h6v6',
  reports: 'M5 20V10M12 20V4M19 20v-7',
  'generate-bill': 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  transactions: 'M4 8h13l-3-3M20 16H7l3 3',
  business: 'M3 20h18M6 16l4-5 3 3 5-7',
  'revise-bill': 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  payments: 'M3 7h18v10H3zM3 11h18M7 15h3',
  outstanding: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7v5l3 3',
  'tds-register': 'M6 3h12v18H6zM9 7h6M9 11h6M9 15h3',
  'tally-export': 'M12 4v10m0 0-4-4m4 4 4-4M5 18h14',
  outbox: 'M3 6h18v12H3zM3 6l9 7 9-7',
  audit: 'M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14M16 16l5 5',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  'vendor-requests': 'M4 20V8l8-4 8 4v12M9 13l2 2 4-4',
  users: 'M9 11a4 4 0 1 0 0-.01M3 21c0-3.3 2.7-6 6-6s6 2.7 6 6M17 11a3 3 0 1 0 0-.01M21 20c0-2.2-1.3-4-3-4.6',
};

export function ModuleIcon({ module }: { module: ModuleKey }) {
  return (
    <svg className="module-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={PATHS[module]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
