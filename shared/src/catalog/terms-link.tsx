/**
 * A link to the terms and conditions, where a shopper agrees to them (checkout summary,
 * registration). It opens in the same tab; the caller gives the link's text.
 */
import type { Locale } from '@shop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contentPagePath, pageListQuery, TERMS_SERVER_PATH } from './get-page-list';

export function TermsLink({ locale, children }: { locale: Locale; children: ReactNode }) {
  const terms = useQuery(pageListQuery('terms'));
  const page = terms.data?.[0];
  // Until the list has answered (or when it fails), the server's /vop leads to the same page.
  return (
    <Link to={page ? contentPagePath(page, locale) : TERMS_SERVER_PATH} reloadDocument={!page}>
      {children}
    </Link>
  );
}
