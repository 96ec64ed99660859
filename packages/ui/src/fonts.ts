// The kit ships its typeface so text (and therefore visual baselines) looks the same on every
// machine, whatever fonts the system has.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
// The monospace face of code (SafeHtml, NoteEditor code blocks): Latin, regular weight only, the one
// weight kit styles set code in.
import '@fontsource/dejavu-mono/latin-400.css';
