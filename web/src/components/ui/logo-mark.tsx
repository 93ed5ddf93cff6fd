/** The product's mark: a check in a rounded square. Plain SVG so the light public pages can use it too. */
export function LogoMark({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#112b3a" />
      <rect
        x="0.75"
        y="0.75"
        width="30.5"
        height="30.5"
        rx="6.25"
        fill="none"
        stroke="#2f6f8d"
        strokeWidth="1.5"
      />
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        stroke="#5fc4b8"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
