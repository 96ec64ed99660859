import type { LinkProps } from '@freightkit/ui';
import { Link } from 'react-router-dom';

const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The link component the kit renders (through `UiProvider`): in-app paths go through
 * react-router without a page load; absolute URLs (help desk, mail) stay plain anchors.
 */
export function RouterLink({ href, ref, children, ...rest }: LinkProps) {
  if (external.test(href))
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  );
}
