/**
 * The partner clinic's logo on the welcome screen. A neutral placeholder mark until a
 * partner supplies theirs; drawn inline, so it costs no request.
 */
export function PartnerLogo({ label, lines }: { label: string; lines: readonly string[] }) {
  const [first, second] = lines;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 240 96" height="96">
      <rect x="4" y="8" width="80" height="80" rx="20" fill="var(--cx-palette-tint-primary)" />
      <path d="M36 28h16v12h12v16H52v12H36V56H24V40h12z" fill="var(--cx-palette-primary-main)" />
      <text x="100" y="46" fontSize="22" fontWeight="700" fill="var(--cx-palette-text-primary)">
        {first}
      </text>
      <text x="100" y="74" fontSize="22" fill="var(--cx-palette-text-secondary)">
        {second}
      </text>
    </svg>
  );
}
