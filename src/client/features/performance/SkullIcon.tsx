/** A skull (Fluent's icon set has none): the leaderboard counts mistakes, so first place wears it. */
export function SkullIcon({ label }: { label: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" role="img" aria-label={label}>
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M12 2C6.9 2 3 5.6 3 10.4c0 2.7 1.3 5 3.4 6.5V20a2 2 0 0 0 2 2h7.2a2 2 0 0 0 2-2v-3.1c2.1-1.5 3.4-3.8 3.4-6.5C21 5.6 17.1 2 12 2Zm-3.5 13a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Zm7 0a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5ZM10 19h-1v-2h1v2Zm2.5 0h-1v-2h1v2Zm2.5 0h-1v-2h1v2Z"
      />
    </svg>
  );
}
