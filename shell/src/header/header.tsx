import { isLoggedInAtom, logout } from '@shop/shared/auth';
import { writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { pageMetaAtom } from '@shop/shared/meta';
import { getRoute, type Locale, pathFor, type RouteParams } from '@shop/shared/routes';
import { type Currency, currencies, currencyAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useAtom, useAtomValue } from 'jotai';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RemoteWidget } from '../federation/remote-widget';
import { alternatePaths } from '../meta/meta-manager';
import styles from './header.module.css';
import { useCurrentRoute } from './use-current-route';

function pathOrNull(name: string, locale: Locale, params: RouteParams = {}): string | null {
  return getRoute(name) ? pathFor(name, params, locale) : null;
}

function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => eventBus.subscribe('cart:changed', (cart) => setCount(cart.itemCount)), []);
  return count;
}

function SearchForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('s') ?? '');
  const id = useId();
  const searchPath = pathOrNull('search', locale);
  if (!searchPath) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `${searchPath}?s=${encodeURIComponent(text)}` : searchPath);
  };
  return (
    <search>
      <form className={styles.search} onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          name="s"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('search.submit')}
        </Button>
      </form>
    </search>
  );
}

function NavLinks({ locale, onNavigate }: { locale: Locale; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const cartCount = useCartCount();
  const cart = pathOrNull('checkout-cart', locale);
  const login = pathOrNull('login', locale);
  const account = pathOrNull('user-account', locale);
  const navigate = useNavigate();
  const signOut = async () => {
    onNavigate?.();
    // Leave first: an account page still shown when the session ends would ask for its data
    // again without a session.
    await navigate(pathFor('home', {}, locale));
    await logout();
  };
  return (
    <>
      {loggedIn && account ? (
        <>
          <Link to={account} onClick={onNavigate}>
            {t('nav.myAccount')}
          </Link>
          <button type="button" className={styles.linkButton} onClick={() => void signOut()}>
            {t('nav.logout')}
          </button>
        </>
      ) : login ? (
        <Link to={login} onClick={onNavigate}>
          {t('nav.account')}
        </Link>
      ) : null}
      {cart ? (
        <Link
          to={cart}
          className={styles.cart}
          aria-label={t('cartBadge', { count: cartCount })}
          data-testid="cart-badge"
          onClick={onNavigate}
        >
          {t('nav.cart')}
          <span className={styles.badge} aria-hidden="true">
            {cartCount}
          </span>
        </Link>
      ) : null}
    </>
  );
}

/** The phone menu's slide-over: its dialog code loads the first time the menu opens. */
const SlideOver = lazy(() =>
  import('@shop/shared/ui/dialog').then((module) => ({ default: module.SlideOver })),
);

export function Header() {
  const { t } = useTranslation('shell');
  const { name, params, locale } = useCurrentRoute();
  const { search } = useLocation();
  const meta = useAtomValue(pageMetaAtom);
  const [currency, setCurrency] = useAtom(currencyAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const otherLocale: Locale = locale === 'cs' ? 'en' : 'cs';
  const switchTo =
    alternatePaths(name, params as RouteParams, meta.alternates)[otherLocale] ??
    (otherLocale === 'en' ? '/en' : '/');

  const onCurrency = (value: Currency) => {
    setCurrency(value);
    writeCookie('currency', value);
  };

  return (
    <header className={styles.header}>
      <div className={styles.claims}>
        <span>{t('claims.lowestPrice')}</span>
        <span>{t('claims.eveningPickup')}</span>
        <span>{t('claims.insurance')}</span>
        <span>{t('claims.transport')}</span>
        <span>{t('claims.hours')}</span>
      </div>
      <div className={styles.bar}>
        <Link to={pathOrNull('home', locale) ?? '/'} className={styles.brand}>
          {t('brand')}
        </Link>
        <RemoteWidget
          name="header-search"
          props={{ locale }}
          fallback={<SearchForm key={locale} locale={locale} />}
        />
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <span className={styles.wide}>
            <NavLinks locale={locale} />
          </span>
          <label className={styles.currency}>
            <span className="visually-hidden">{t('currency')}</span>
            <select
              value={currency}
              onChange={(event) => onCurrency(event.target.value as Currency)}
              data-testid="currency-switcher"
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          <Link to={`${switchTo}${search}`} hrefLang={otherLocale} lang={otherLocale}>
            {t('switchLanguage')}
          </Link>
          <button
            type="button"
            className={`${styles.linkButton} ${styles.narrow}`}
            aria-haspopup="dialog"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            {t('nav.menu')}
          </button>
        </nav>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <SlideOver open={menuOpen} onOpenChange={setMenuOpen} title={t('nav.menu')}>
            <nav aria-label={t('nav.main')} className={styles.menu}>
              <NavLinks locale={locale} onNavigate={() => setMenuOpen(false)} />
            </nav>
          </SlideOver>
        </Suspense>
      ) : null}
    </header>
  );
}
