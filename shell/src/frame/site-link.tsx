import type { ReactNode } from 'react';
import { Link } from '@shop/router';
import { useLocalePath } from '@shop/i18n';

const external = /^[a-z][a-z0-9+.-]*:/i;

/** A settings link: language-neutral paths get the current prefix; http:, tel:, mailto: stay as they are. */
export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const localePath = useLocalePath();
  if (external.test(href) || href.startsWith('//')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localePath(href)} className={className}>
      {children}
    </Link>
  );
}
