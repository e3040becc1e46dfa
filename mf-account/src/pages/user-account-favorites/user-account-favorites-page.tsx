/**
 * Favourite equipment (`/ucet/oblibena-technika`): the products the customer marked, as cards
 * linking to the product, each with removal and "watch availability": a period picked with the
 * shared date-range picker and the pieces wanted. The shop e-mails once when enough pieces are
 * free; if they are free already, the page says so at once. Watched periods are listed with
 * their state ("we've e-mailed you") and can be ended.
 */
import '../../i18n/account-i18n';
import { useNightSafe } from '@shop/shared/account/use-night-safe';
import type { Favourite, FavouriteWatchResponse } from '@shop/shared/contract';
import { favouritesQuery } from '@shop/shared/favourites/get-favourites';
import { toggleFavouriteMutation } from '@shop/shared/favourites/toggle-favourite';
import { unwatchFavouriteMutation } from '@shop/shared/favourites/unwatch-favourite';
import { watchFavouriteMutation } from '@shop/shared/favourites/watch-favourite';
import { formatPrice } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { addDays, formatDateTime, todayIso } from '@shop/shared/rules/prague-time';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { DateRangePicker } from '@shop/shared/ui/date-range-picker';
import { FormField } from '@shop/shared/ui/form-field';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLayout } from '../../features/account-tabs/account-tabs';
import { namespace } from '../../i18n/account-i18n';
import styles from './user-account-favorites-page.module.css';
import { type WatchFormValues, watchedPeriod, watchFormErrors } from './watch-form-rules';

const INITIAL: WatchFormValues = { from: null, to: null, quantity: '1' };

/** The watched period: the shared date-range picker over the form's `from` and `to`. */
function WatchDates({ today }: { today: string }) {
  const { t } = useTranslation(namespace);
  const nightSafe = useNightSafe();
  const locale = useAtomValue(localeAtom);
  return (
    <Field<string | null> name="from">
      {({ input: fromInput, meta }) => (
        <Field<string | null> name="to">
          {({ input: toInput }) => {
            const error =
              (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
                ? meta.error
                : null;
            return (
              <div>
                <DateRangePicker
                  value={{ from: fromInput.value || null, to: toInput.value || null }}
                  onChange={(range) => {
                    fromInput.onChange(range.from);
                    toInput.onChange(range.to);
                    if (range.to) fromInput.onBlur();
                  }}
                  locale={locale}
                  min={addDays(today, 1)}
                  label={t('favourites.watch.dates')}
                  nightSafe={nightSafe}
                />
                {error ? (
                  <p className={styles.error} role="alert">
                    {t(error)}
                  </p>
                ) : null}
              </div>
            );
          }}
        </Field>
      )}
    </Field>
  );
}

/** What the shop answered a watch: free now (with a link to rent), watched, or failed. */
function WatchAnswer({
  favourite,
  answer,
  failed,
}: {
  favourite: Favourite;
  answer: FavouriteWatchResponse | null;
  failed: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <div aria-live="polite">
      {answer?.availableNow ? (
        <p className={styles.success}>
          {t('favourites.watch.availableNow', { count: answer.available })}{' '}
          <Link to={productPath(favourite, locale)}>{t('favourites.watch.rentNow')}</Link>
        </p>
      ) : null}
      {answer && !answer.availableNow ? (
        <p className={styles.success}>{t('favourites.watch.saved')}</p>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          {t('favourites.watch.failed')}
        </p>
      ) : null}
    </div>
  );
}

function WatchForm({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation(namespace);
  const watch = useMutation(watchFavouriteMutation());
  const [answer, setAnswer] = useState<FavouriteWatchResponse | null>(null);
  const id = useId();
  const today = todayIso();
  const productId = favourite.product.id;

  return (
    <Form<WatchFormValues>
      initialValues={INITIAL}
      validate={(values) => watchFormErrors({ ...INITIAL, ...values }, today)}
      onSubmit={async (values, form) => {
        if (!values.from || !values.to) return;
        setAnswer(null);
        try {
          const result = await watch.mutateAsync({
            productId,
            ...watchedPeriod(values.from, values.to),
            quantity: Number(values.quantity),
          });
          setAnswer(result);
          if (!result.availableNow) form.restart(INITIAL);
        } catch {
          // Shown below from the mutation's state.
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form className={styles.watchForm} onSubmit={handleSubmit} noValidate>
          <WatchDates today={today} />
          <Field<string> name="quantity">
            {({ input, meta }) => (
              <FormField
                id={`${id}-quantity`}
                label={t('favourites.watch.quantity')}
                error={
                  (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
                    ? t(meta.error)
                    : null
                }
                required
              >
                {(control) => (
                  <input
                    {...input}
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={50}
                  />
                )}
              </FormField>
            )}
          </Field>
          <Button type="submit" disabled={submitting}>
            {t('favourites.watch.submit')}
          </Button>
          <WatchAnswer favourite={favourite} answer={answer} failed={watch.isError} />
        </form>
      )}
    </Form>
  );
}

function productPath(favourite: Favourite, locale: 'cs' | 'en'): string {
  const { product } = favourite;
  return pathFor(
    'slug',
    { slug: locale === 'en' ? product.translations.en.slug : product.slug },
    locale,
  );
}

function Watches({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const unwatch = useMutation(unwatchFavouriteMutation());
  if (favourite.watches.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subheading}>{t('favourites.watches.title')}</h3>
      <ul className={styles.watches}>
        {favourite.watches.map((watch) => {
          const period = `${formatDateTime(watch.dateFrom, locale)} – ${formatDateTime(watch.dateTo, locale)}`;
          return (
            <li key={watch.id} className={styles.watch}>
              <span>
                {period}, {t('favourites.watches.pieces', { count: watch.quantity })}
                {' — '}
                {watch.notifiedAt
                  ? t('favourites.watches.notified')
                  : t('favourites.watches.waiting')}
              </span>
              <Button
                variant="secondary"
                onClick={() => unwatch.mutate(watch.id)}
                disabled={unwatch.isPending && unwatch.variables === watch.id}
                aria-label={t('favourites.watches.stopLabel', { period })}
              >
                {t('favourites.watches.stop')}
              </Button>
            </li>
          );
        })}
      </ul>
      {unwatch.isError ? (
        <p className={styles.error} role="alert">
          {t('favourites.watches.stopFailed')}
        </p>
      ) : null}
    </div>
  );
}

function FavouriteCard({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const remove = useMutation(toggleFavouriteMutation());
  const [watching, setWatching] = useState(false);
  const { product } = favourite;
  const name = locale === 'en' ? product.translations.en.name : product.name;
  const prices = product.currencies[currency];
  const price = product.isForRent
    ? t('favourites.perDay', { price: formatPrice(prices.pricePerDay, currency) })
    : prices.price !== null
      ? formatPrice(prices.price, currency)
      : null;
  const headingId = useId();

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <Link to={productPath(favourite, locale)} className={styles.product}>
        <img
          src={product.image}
          alt=""
          width={96}
          height={72}
          decoding="async"
          loading="lazy"
          className={styles.image}
        />
        <span>
          <span className={styles.brand}>{product.brand}</span>
          <h2 id={headingId} className={styles.name}>
            {name}
          </h2>
          {price ? <span className={styles.price}>{price}</span> : null}
        </span>
      </Link>
      <div className={styles.actions}>
        {product.isForRent ? (
          <Button
            variant="secondary"
            aria-expanded={watching}
            onClick={() => setWatching((open) => !open)}
          >
            {t('favourites.watch.open')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => remove.mutate({ productId: product.id, favourite: false })}
          aria-label={t('favourites.removeLabel', { name })}
        >
          {t('favourites.remove')}
        </Button>
      </div>
      {remove.isError ? (
        <p className={styles.error} role="alert">
          {t('favourites.removeFailed')}
        </p>
      ) : null}
      {watching ? <WatchForm favourite={favourite} /> : null}
      <Watches favourite={favourite} />
    </li>
  );
}

export default function UserAccountFavoritesPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const query = useQuery(favouritesQuery());
  usePageMeta({ title: t('favourites.title') });

  return (
    <AccountLayout current="user-account-favorites" title={t('favourites.title')}>
      <QueryState
        query={query}
        isEmpty={(data) => data.favourites.length === 0}
        empty={
          <>
            <p>{t('favourites.empty')}</p>
            <Link className={styles.cta} to={pathFor('home', {}, locale)}>
              {t('favourites.toCatalogue')}
            </Link>
          </>
        }
      >
        {(data) => (
          <ul className={styles.cards}>
            {data.favourites.map((favourite) => (
              <FavouriteCard key={favourite.product.id} favourite={favourite} />
            ))}
          </ul>
        )}
      </QueryState>
    </AccountLayout>
  );
}
