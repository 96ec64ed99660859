/** Narrow-screen breakpoint in px: below it the search box becomes an icon and the drawer hides (spec 1 §2, §9). */
export const narrowScreenPx = 900;
/** Theme breakpoints in px (spec 1 §9). */
export const breakpoints = { sm: 800, md: 960, lg: 1280, xl: 1920 } as const;
/** Left drawer width when open (spec 1 §2, §9). */
export const drawerOpenWidthPx = 240;
/** Left drawer width when collapsed (spec 1 §2, §9). */
export const drawerCollapsedWidthPx = 60;
/** App bar height (spec 1 §9). */
export const appBarHeightPx = 60;
/** Third-party-payer filter sidebar width (spec 2 §2, §9). */
export const filterSidebarWidthPx = 275;
/** Document tile edge (spec 2 §2, §9). */
export const documentTileSizePx = 125;
/** Document viewer zoom levels in percent (spec 2 §2, §9). */
export const viewerZoomLevels = [10, 25, 50, 75, 100, 125, 150, 200, 250, 300] as const;
/** Default zoom in percent. Not stated by the spec: 100 % is the natural size. */
export const viewerDefaultZoom = 100;
/** PDF render scale (spec 2 §9). */
export const pdfRenderScale = 1.6;
/** Note content maximum height (spec 2 §9). */
export const noteContentMaxHeightPx = 450;
/** Note image default maximum width (spec 2 §5, §9). */
export const noteImageMaxWidthPx = 500;
/** Whether a viewport width counts as narrow (below 900 px, spec 1 §2). */
export function isNarrowScreen(widthPx: number): boolean {
  return widthPx < narrowScreenPx;
}
