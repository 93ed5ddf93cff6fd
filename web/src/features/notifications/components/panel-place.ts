/** How far the panel stays from the screen's edges, and below the bell, px. */
const EDGE = 8;

/** The panel's width, px: 416, or the screen less a margin each side where that is narrower. */
export const panelWidth = (screenWidth: number): number => Math.min(416, screenWidth - 2 * EDGE);

/**
 * Where the bell's panel opens, fixed on the screen: just under the bell, its right edge under the bell's, moved left
 * only as far as it must to stay on the screen (the bars it opens from stay put as the page scrolls).
 */
export function panelPlace(
  bell: Pick<DOMRect, "bottom" | "right">,
  screen: { width: number; panelWidth: number },
): { top: number; right: number } {
  const underBell = screen.width - bell.right;
  const mostRight = Math.max(EDGE, screen.width - screen.panelWidth - EDGE);
  return {
    top: Math.round(bell.bottom + EDGE),
    right: Math.round(Math.min(Math.max(underBell, EDGE), mostRight)),
  };
}
