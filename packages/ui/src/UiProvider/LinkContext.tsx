import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

/** Props the kit passes to the app's link component: an anchor's props with a required `href`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The app's link component (a router link in the portal; a plain anchor by default). */
export type LinkComponent = ComponentType<LinkProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkProps>(function PlainAnchor(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});

/** @internal Provided by `UiProvider`. */
export const LinkContext = createContext<LinkComponent>(PlainAnchor);

/** The link component the app injected, so the kit stays router-agnostic. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
