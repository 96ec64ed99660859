/** The drawing's own units (the SVG's viewBox); markers are placed in percent of them. */
export const mapWidth = 960;
export const mapHeight = 600;
