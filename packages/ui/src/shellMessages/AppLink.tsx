import { createElement } from 'react';
import { useLinkComponent, type LinkProps } from '../UiProvider/LinkContext.tsx';

/**
 * @internal Renders the app's injected link component (a router link in the portal, a plain
 * anchor by default) with anchor props.
 */
export function AppLink(props: LinkProps) {
  return createElement(useLinkComponent(), props);
}
