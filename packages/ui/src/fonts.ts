// The kit ships its typeface so text (and therefore visual baselines) looks the same on every
// machine, whatever fonts the system has. Inter is one variable file for every weight (fonts.css,
// ADR 078).
import './fonts.css';
// The monospace face of code (SafeHtml, NoteEditor code blocks): Latin, regular weight only, the one
// weight kit styles set code in.
import '@fontsource/dejavu-mono/latin-400.css';
