/**
 * The shop's header. On a wide screen: the claims bar, then the logo, the catalogue's category
 * menu, search, account, cart, currency and language. On a phone one compact row: logo, a search
 * button (opening the search field below), account, cart with its count and the menu button; the
 * menu panel holds the categories, account, currency and language, and the claims are on the
 * home page instead.
 *
 * Every control's accessible name begins with its visible text (the cart shows "Košík 0" and is
 * named "Košík 0 položek"); icon-only controls are named by hidden text.
 */

import { isLoggedInAtom, logout } from '@shop/shared/auth';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { readCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { pageMetaAtom } from '@shop/shared/meta';
import {
  getRoute,
  type Locale,
  pathFor,
  type RouteAlias,
  type RouteName,
  type RouteParams,
} from '@shop/shared/routes';
import { type Currency, currencies, currencyAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useHydrated } from '@shop/shared/ui/use-hydrated';
import { useAtom, useAtomValue } from 'jotai';
import {
  type FormEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RemoteWidget } from '../federation/remote-widget';
import { alternatePaths } from '../meta/page-head';
import styles from './header.module.css';
import { AccountIcon, CartIcon, LogoMark, MenuIcon, SearchIcon } from './header-icons';
import { useCurrentRoute } from './use-current-route';

function pathOrNull(
  name: RouteName | RouteAlias,
  locale: Locale,
  params: RouteParams = {},
): string | null {
  return getRoute(name) ? pathFor(name, params, locale) : null;
}

/**
 * The cart's item count, or null while a stored cart is still loading: the badge then shows no
 * number rather than a wrong 0. Without a stored cart there is nothing to load: it is empty.
 */
function useCartCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (readCookie('cartCode') === undefined) setCount((known) => known ?? 0);
    return eventBus.subscribe('cart:changed', (cart) => setCount(cart.itemCount));
  }, []);
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
          maxLength={FIELD_LIMITS.search}
        />
        <Button type="submit" variant="secondary">
          {t('search.submit')}
        </Button>
      </form>
    </search>
  );
}

/** Until the catalogue's menu has loaded (or when it cannot): the home page's category list. */
function CategoriesFallback({ locale, onNavigate }: { locale: Locale; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const home = pathOrNull('home', locale);
  if (!home) return null;
  return (
    <Link to={`${home}#home-categories`} className={styles.categoriesLink} onClick={onNavigate}>
      {t('nav.categories')}
    </Link>
  );
}

/**
 * Sign-in, or my account and sign-out. In the bar the label hides on a phone (the icon shows) and
 * sign-out moves into the menu panel.
 */
function AccountLinks({
  locale,
  inBar = false,
  onNavigate,
}: {
  locale: Locale;
  inBar?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  // The server renders every page signed out; the browser shows the session after hydrating.
  const hydrated = useHydrated();
  const loggedIn = useAtomValue(isLoggedInAtom) && hydrated;
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
  const target = loggedIn ? account : login;
  if (!target) return null;
  const label = loggedIn ? t('nav.myAccount') : t('nav.account');
  return (
    <>
      <Link
        to={target}
        onClick={onNavigate}
        className={inBar ? styles.iconLink : undefined}
        data-testid={inBar ? 'header-account' : undefined}
      >
        {inBar ? <AccountIcon /> : null}
        <span className={inBar ? styles.phoneHiddenLabel : undefined}>{label}</span>
      </Link>
      {loggedIn ? (
        <button
          type="button"
          className={`${styles.linkButton} ${inBar ? styles.wideOnly : ''}`}
          onClick={() => void signOut()}
        >
          {t('nav.logout')}
        </button>
      ) : null}
    </>
  );
}

function CartLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const count = useCartCount();
  const cart = pathOrNull('checkout-cart', locale);
  if (!cart) return null;
  return (
    <Link
      to={cart}
      className={`${styles.cart} ${styles.iconLink}`}
      aria-label={count === null ? t('nav.cart') : t('cartBadge', { count })}
      aria-busy={count === null}
      data-testid="cart-badge"
    >
      <CartIcon />
      {t('nav.cart')} {count === null ? null : <span className={styles.badge}>{count}</span>}
    </Link>
  );
}

/** The currency picker; `onChosen` (the phone's menu closing) follows a choice. */
function CurrencySwitcher({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('shell');
  const [currency, setCurrency] = useAtom(currencyAtom);
  const onCurrency = (value: Currency) => {
    setCurrency(value);
    writeCookie('currency', value);
    onChosen?.();
  };
  return (
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
  );
}

function LanguageLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { name, params, locale } = useCurrentRoute();
  const { search } = useLocation();
  const meta = useAtomValue(pageMetaAtom);
  const otherLocale: Locale = locale === 'cs' ? 'en' : 'cs';
  const switchTo =
    alternatePaths(name, params as RouteParams, meta.alternates)[otherLocale] ??
    (otherLocale === 'en' ? '/en' : '/');
  return (
    <Link
      to={`${switchTo}${search}`}
      hrefLang={otherLocale}
      lang={otherLocale}
      onClick={onNavigate}
    >
      {t('switchLanguage')}
    </Link>
  );
}

/** The phone's menu panel: its dialog code loads the first time the menu opens. */
const SlideOver = lazy(() =>
  import('@shop/shared/ui/dialog').then((module) => ({ default: module.SlideOver })),
);

/** The shop's claims, the strip above the bar. */
function Claims() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.claims}>
      <span>{t('claims.lowestPrice')}</span>
      <span>{t('claims.eveningPickup')}</span>
      <span>{t('claims.insurance')}</span>
      <span>{t('claims.transport')}</span>
      <span>{t('claims.hours')}</span>
    </div>
  );
}

/** The phone's menu panel: the categories, the account, the currency and the language. */
function PhoneMenu({
  open,
  onOpenChange,
  locale,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
}) {
  const { t } = useTranslation('shell');
  const closeMenu = () => onOpenChange(false);
  return (
    <Suspense fallback={null}>
      <SlideOver open={open} onOpenChange={onOpenChange} title={t('nav.menu')}>
        <nav aria-label={t('nav.main')} className={styles.menu}>
          <RemoteWidget
            name="category-menu"
            props={{ locale, layout: 'inline', onNavigate: closeMenu }}
            fallback={<CategoriesFallback locale={locale} onNavigate={closeMenu} />}
          />
          <AccountLinks locale={locale} onNavigate={closeMenu} />
          <CurrencySwitcher onChosen={closeMenu} />
          <LanguageLink onNavigate={closeMenu} />
        </nav>
      </SlideOver>
    </Suspense>
  );
}

/**
 * The phone's search row: open or closed (a new page closes it); opening it puts focus in the
 * search box inside `slot`.
 */
function usePhoneSearch(slot: RefObject<HTMLDivElement | null>) {
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path
  useEffect(() => setSearchOpen(false), [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slot is a ref
  useEffect(() => {
    if (searchOpen) slot.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  return [searchOpen, setSearchOpen] as const;
}

export function Header() {
  const { t } = useTranslation('shell');
  const { locale } = useCurrentRoute();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const searchId = useId();
  const searchSlot = useRef<HTMLDivElement>(null);
  const [searchOpen, setSearchOpen] = usePhoneSearch(searchSlot);

  return (
    <header className={styles.header}>
      <Claims />
      <div className={styles.bar}>
        <Link to={pathOrNull('home', locale) ?? '/'} className={styles.brand}>
          <LogoMark className={styles.logo} />
          <span className={styles.brandName}>{t('common:shopName')}</span>
        </Link>
        <div className={styles.wideOnly}>
          <RemoteWidget
            name="category-menu"
            props={{ locale }}
            fallback={<CategoriesFallback locale={locale} />}
          />
        </div>
        <div
          id={searchId}
          ref={searchSlot}
          className={`${styles.searchSlot} ${searchOpen ? styles.searchOpen : ''}`}
        >
          <RemoteWidget
            name="header-search"
            props={{ locale }}
            fallback={<SearchForm key={locale} locale={locale} />}
          />
        </div>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.phoneOnly}`}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen((open) => !open)}
            data-testid="header-search-toggle"
          >
            <SearchIcon />
            <span className="visually-hidden">{t('search.label')}</span>
          </button>
          <AccountLinks locale={locale} inBar />
          <CartLink locale={locale} />
          <span className={styles.wideOnly}>
            <CurrencySwitcher />
          </span>
          <span className={styles.wideOnly}>
            <LanguageLink />
          </span>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.phoneOnly}`}
            aria-haspopup="dialog"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
            {t('nav.menu')}
          </button>
        </nav>
      </div>
      {menuUsed ? <PhoneMenu open={menuOpen} onOpenChange={setMenuOpen} locale={locale} /> : null}
    </header>
  );
}
