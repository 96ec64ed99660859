import { globalStyle } from '@vanilla-extract/css';

/**
 * The page itself: no browser default margin around the shell (the kit's AppShell fills the
 * viewport, so an 8 px body margin would add scroll bars and a white frame).
 */
globalStyle('html, body', { margin: 0, padding: 0 });
