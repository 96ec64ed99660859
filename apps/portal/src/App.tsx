import { Button, UiProvider } from '@freightkit/ui';
import { carrierTheme } from '@freightkit/ui/themes/carrier';
import { useEffect, useState } from 'react';

/** Temporary first screen: proves the built portal reaches the sandbox from the same origin. */
export function App() {
  const [status, setStatus] = useState('Connecting to the back end…');
  useEffect(() => {
    fetch('/api/health')
      .then((response) =>
        setStatus(response.ok ? 'Back end reachable' : `Back end answered ${response.status}`),
      )
      .catch(() => setStatus('Back end unreachable'));
  }, []);
  return (
    <UiProvider theme={carrierTheme}>
      <main>
        <h1>FreightKit</h1>
        <p role="status">{status}</p>
        <Button>Sign in</Button>
      </main>
    </UiProvider>
  );
}
