export const PersonIcon = () => (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8.5" r="3.75" fill="none" stroke="currentColor" strokeWidth="1.75" />
    <path
      d="M4.75 19.5c1.2-3.4 4-5 7.25-5s6.05 1.6 7.25 5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    />
  </svg>
);
