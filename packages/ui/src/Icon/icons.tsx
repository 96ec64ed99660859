import type { ReactElement } from 'react';

const circle = (r = 9) => <circle cx="12" cy="12" r={r} />;
const lens = <circle cx="11" cy="11" r="7" />;

/**
 * The kit's icon set: 24 × 24, 2 px strokes in `currentColor`, drawn for FreightKit (no icon font,
 * nothing fetched). Add a glyph here rather than inlining SVG in a component.
 */
export const icons = {
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      {lens}
      <path d="M20 20l-4-4" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronUp: <path d="M6 15l6-6 6 6" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  upload: <path d="M12 15V4M7 9l5-5 5 5M5 20h14" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  delete: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  refresh: <path d="M20 12a8 8 0 1 1-2.34-5.66L20 8.7M20 3.5v5.2h-5.2" />,
  rotate: <path d="M8 10h10v10H8zM4 13V9a5 5 0 0 1 5-5h5M11 1l3 3-3 3" />,
  zoomIn: (
    <>
      {lens}
      <path d="M20 20l-4-4M8 11h6M11 8v6" />
    </>
  ),
  zoomOut: (
    <>
      {lens}
      <path d="M20 20l-4-4M8 11h6" />
    </>
  ),
  print: <path d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  help: (
    <>
      {circle()}
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5" />
    </>
  ),
  warning: <path d="M12 3L2 20h20L12 3zM12 10v4.5M12 17v.5" />,
  error: (
    <>
      {circle()}
      <path d="M12 7.5v5.5M12 16v.5" />
    </>
  ),
  info: (
    <>
      {circle()}
      <path d="M12 11v5.5M12 7.5v.5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  success: (
    <>
      {circle()}
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  more: <path d="M12 5v.5M12 12v.5M12 19v.5" strokeWidth="3" />,
  filter: <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />,
  home: <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5" />,
} satisfies Record<string, ReactElement>;

/** The name of one icon of the kit's set. */
export type IconName = keyof typeof icons;

/** Every icon name, e.g. for a gallery story. */
export const iconNames = Object.keys(icons) as IconName[];
