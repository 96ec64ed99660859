import { checkThemeContrast } from '@freightkit/ui/vars';
import {
  AppShell,
  Button,
  Dialog,
  Icon,
  IconButton,
  TextField,
  TopBar,
  UiProvider,
  type LinkProps,
} from '@freightkit/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { harborTheme } from './harborTheme.css.ts';
import { harborTokens } from './harborTokens.ts';

/** The portal's own link (a router's would go here): the kit renders every link through it. */
function HarborLink({ children, ...props }: LinkProps) {
  return (
    <a data-harbor-link="" {...props}>
      {children}
    </a>
  );
}

/**
 * The consumer proof opens the page with `?probe=dev-warnings` to render a mistake the kit warns about
 * in development only (an icon button without a name): its warning must reach the app's dev server and
 * stay out of its production build.
 */
const probeDevWarnings = new URLSearchParams(window.location.search).get('probe') === 'dev-warnings';

/** A screen a sibling team would build first: the themed shell, a form and a dialog from the kit. */
function App() {
  const [reference, setReference] = useState('');
  return (
    <UiProvider theme={harborTheme} linkComponent={HarborLink}>
      <AppShell
        topBar={<TopBar title="Quotes" />}
        navigation={{
          defaultOpen: true,
          groups: [
            {
              id: 'main',
              items: [{ id: 'quotes', label: 'Quotes', icon: <Icon name="search" />, href: '/quotes' }],
            },
          ],
        }}
      >
        <form aria-label="New quote" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Customer reference" required value={reference} onChange={setReference} />
          <Dialog
            title="Send quote"
            description={`Send the quote for ${reference || 'this customer'}?`}
            trigger={<Button>Send quote</Button>}
          >
            The customer receives it by email.
          </Dialog>
          {probeDevWarnings ? <IconButton icon="close" label="" /> : null}
        </form>
      </AppShell>
    </UiProvider>
  );
}

declare global {
  interface Window {
    /** Read by the consumer proof: the kit's contrast check run on this portal's theme. */
    harborContrastFailures?: ReturnType<typeof checkThemeContrast>;
  }
}
window.harborContrastFailures = checkThemeContrast(harborTokens);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<App />);
