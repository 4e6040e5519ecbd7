import { NavLink } from "react-router";
import type { MenuLink as MenuLinkData } from "~/lib/site-details";

type LinkClass = string | ((state: { isActive: boolean }) => string);

/**
 * A link of the header, the mobile menu or the footer as staff set it (decision 040): a
 * page of this site through the router (marked while it is open), another site in a plain
 * link that leaves it.
 */
export function MenuLink({
  link,
  className,
  onClick,
}: {
  link: MenuLinkData;
  className: LinkClass;
  onClick?: () => void;
}) {
  if (link.href.startsWith("https://")) {
    const classes = typeof className === "function" ? className({ isActive: false }) : className;
    return (
      <a href={link.href} rel="noopener" className={classes} onClick={onClick}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink to={link.href} end={link.href === "/"} prefetch="intent" className={className} onClick={onClick}>
      {link.label}
    </NavLink>
  );
}
