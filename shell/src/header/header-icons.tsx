/** The header's small line icons (decorative: the control around each one carries the name). */
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function SearchIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function AccountIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.2" />
      <circle cx="17" cy="20" r="1.2" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** The shop's mark (the favicon's drawing), drawn inline: no request for it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} className={className} aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#1f7a3a" />
      <circle cx="13" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M21 12l7-3v14l-7-3z" fill="#fff" />
    </svg>
  );
}
