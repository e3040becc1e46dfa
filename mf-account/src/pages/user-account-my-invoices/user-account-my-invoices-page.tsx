/**
 * My invoices (`/ucet/moje-faktury`): the documents of the customer's orders (and of the companies
 * whose invoices their roles let them read), newest first, 12 a page: proformas, tax documents for
 * received payments, invoices and credit notes with their amounts and state (a credit note's:
 * what of it was refunded), overdue notices for proformas and invoices at the top, a link to each
 * document and, for a proforma still to pay, to the order's payment page.
 * The filter and the page live in the URL, so a filtered list can be shared and reloaded. The
 * company select offers the companies whose invoices the viewer's roles let them read.
 */
import '../../i18n/account-i18n';
import { userCompaniesQuery } from '@shop/shared/company/get-user-companies';
import type {
  Company,
  DocumentType,
  InvoiceRow,
  InvoicesResponse,
  PaymentStatus,
} from '@shop/shared/contract';
import { INVOICE_FILTER_LIMITS, INVOICES_PAGE_MAX } from '@shop/shared/contract/constants';
import { formatDate, formatPrice } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import { isLocalDate } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { SelectField, TextField } from '@shop/shared/ui/final-form-fields';
import { tableRoles } from '@shop/shared/ui/table-roles';
import { validateWith } from '@shop/shared/validation';
import {
  type InvoiceFilterValues,
  invoiceFilterSchema,
} from '@shop/shared/validation/invoice-filter';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import table from '../../features/account-table/account-table.module.css';
import { AccountTableHead } from '../../features/account-table/account-table-head';
import { Pager } from '../../features/account-table/pager';
import { AccountLayout } from '../../features/account-tabs/account-tabs';
import { namespace } from '../../i18n/account-i18n';
import { type InvoicesFilter, invoicesQuery } from './api/get-invoices';
import styles from './user-account-my-invoices-page.module.css';

const ID_MAX = 2_147_483_647;
const ORDER_NUMBER_PATTERN = new RegExp(`^\\d{1,${INVOICE_FILTER_LIMITS.orderNumber}}$`);
const PAYMENT_STATUSES: readonly PaymentStatus[] = ['unpaid', 'part-paid', 'paid'];
const DOCUMENT_TYPES: readonly DocumentType[] = [
  'estimate',
  'tax-document',
  'invoice',
  'repair-invoice',
];

const validateFilter = validateWith(invoiceFilterSchema);

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

/** The filter the URL asks for; anything the API would refuse is left out. */
export function filterFromSearch(search: URLSearchParams): InvoicesFilter {
  const whole = (name: string, max: number) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
  };
  const date = (name: string) => {
    const value = search.get(name)?.trim();
    return value && isLocalDate(value) ? value : undefined;
  };
  const orderNumber = search.get('orderNumber')?.trim();
  const customerName = search
    .get('customerName')
    ?.trim()
    .slice(0, INVOICE_FILTER_LIMITS.customerName);
  return {
    page: whole('page', INVOICES_PAGE_MAX) ?? 1,
    paymentStatus: oneOf(PAYMENT_STATUSES, search.get('paymentStatus')),
    docType: oneOf(DOCUMENT_TYPES, search.get('docType')),
    issueDateFrom: date('issueDateFrom'),
    issueDateTo: date('issueDateTo'),
    orderNumber: orderNumber && ORDER_NUMBER_PATTERN.test(orderNumber) ? orderNumber : undefined,
    customerName: customerName || undefined,
    companyId: whole('companyId', ID_MAX),
  };
}

/** The URL of a filter from the form (a new filter starts from its first page). */
export function searchFromValues(values: InvoiceFilterValues): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of [
    'paymentStatus',
    'docType',
    'issueDateFrom',
    'issueDateTo',
    'orderNumber',
    'customerName',
    'companyId',
  ] as const) {
    const value = values[name]?.trim();
    if (value) next.set(name, value);
  }
  return next;
}

/**
 * The company select's choices: the companies whose invoices the viewer's roles let them read, and
 * a company the URL names that is not among them (the list then says that nothing matches).
 */
export function companyChoices(
  companies: readonly Company[] | undefined,
  companyId: number | undefined,
  unknownLabel: (id: number) => string,
): Array<{ value: string; label: string }> {
  const choices = (companies ?? [])
    .filter((company) => companyRoleAllows(company.myRoles, 'read-invoices'))
    .map((company) => ({ value: String(company.id), label: company.name }));
  if (companies && companyId !== undefined && !choices.some((c) => c.value === String(companyId))) {
    choices.push({ value: String(companyId), label: unknownLabel(companyId) });
  }
  return choices;
}

function isFiltered(filter: InvoicesFilter): boolean {
  const { page: _page, ...rest } = filter;
  return Object.values(rest).some((value) => value !== undefined);
}

/** A field of the filter, with the schema's message next to it. */
function FilterField({
  name,
  ...props
}: {
  name: keyof InvoiceFilterValues;
  label: string;
  type?: 'text' | 'date' | 'search';
  inputMode?: 'numeric';
  maxLength?: number;
}) {
  return <TextField name={name} id={`invoices-${name}`} className={styles.field} {...props} />;
}

function FilterSelect<T extends string>({
  name,
  label,
  all,
  options,
}: {
  name: keyof InvoiceFilterValues;
  label: string;
  all: string;
  options: ReadonlyArray<{ value: T; label: string }>;
}) {
  return (
    <SelectField
      name={name}
      id={`invoices-${name}`}
      label={label}
      className={styles.field}
      placeholder={all}
      options={options}
    />
  );
}

function Filters({ filter }: { filter: InvoicesFilter }) {
  const { t } = useTranslation(namespace);
  const [, setSearch] = useSearchParams();
  // The billing-data page's list; without it (loading, refused) the select waits or stays away.
  const companies = useQuery(userCompaniesQuery());
  const companyOptions = companyChoices(companies.data, filter.companyId, (id) =>
    t('myInvoices.unknownCompany', { id }),
  );
  const initialValues: InvoiceFilterValues = {
    paymentStatus: filter.paymentStatus ?? '',
    docType: filter.docType ?? '',
    issueDateFrom: filter.issueDateFrom ?? '',
    issueDateTo: filter.issueDateTo ?? '',
    orderNumber: filter.orderNumber ?? '',
    customerName: filter.customerName ?? '',
    companyId: filter.companyId === undefined ? '' : String(filter.companyId),
  };
  return (
    <Form<InvoiceFilterValues>
      onSubmit={(values) => setSearch(searchFromValues(values))}
      validate={validateFilter}
      initialValues={initialValues}
    >
      {({ handleSubmit }) => (
        <form
          className={styles.filters}
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('myInvoices.filters')}
        >
          <FilterSelect
            name="paymentStatus"
            label={t('myInvoices.paymentStatus')}
            all={t('myInvoices.allPaymentStatuses')}
            options={PAYMENT_STATUSES.map((value) => ({
              value,
              label: t(`orderStates.payment.${value}`),
            }))}
          />
          <FilterSelect
            name="docType"
            label={t('myInvoices.docType')}
            all={t('myInvoices.allDocTypes')}
            options={DOCUMENT_TYPES.map((value) => ({
              value,
              label: t(`orderDetail.documentTypes.${value}`),
            }))}
          />
          <FilterField name="issueDateFrom" label={t('myInvoices.issueDateFrom')} type="date" />
          <FilterField name="issueDateTo" label={t('myInvoices.issueDateTo')} type="date" />
          <FilterField
            name="orderNumber"
            label={t('myInvoices.orderNumber')}
            inputMode="numeric"
            maxLength={INVOICE_FILTER_LIMITS.orderNumber}
          />
          <FilterField
            name="customerName"
            label={t('myInvoices.customerName')}
            type="search"
            maxLength={INVOICE_FILTER_LIMITS.customerName}
          />
          {companyOptions.length > 0 ? (
            <FilterSelect
              name="companyId"
              label={t('myInvoices.company')}
              all={t('myInvoices.allCompanies')}
              options={companyOptions}
            />
          ) : null}
          <div className={styles.actions}>
            <Button type="submit">{t('myInvoices.apply')}</Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** Spec §4: overdue notices for proformas and invoices, leading to the unpaid ones. */
export function OverdueNotices({ overdue }: { overdue: InvoicesResponse['overdue'] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const notices = [
    { type: 'estimate' as const, count: overdue.estimates },
    { type: 'invoice' as const, count: overdue.invoices },
  ].filter((notice) => notice.count > 0);
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      {notices.map((notice) => (
        <p key={notice.type} className={styles.notice} role="status">
          {t(`myInvoices.overdue.${notice.type}`, { count: notice.count })}{' '}
          <Link
            to={`${pathFor('user-account-my-invoices', {}, locale)}?docType=${notice.type}&paymentStatus=unpaid`}
          >
            {t('myInvoices.overdue.show')}
          </Link>
        </p>
      ))}
    </div>
  );
}

/** How a document's state badge is coloured: paid is done, part-paid still awaits payment. */
function stateTone(state: InvoiceRow['state']): 'done' | 'due' | undefined {
  if (state === 'PAID') return 'done';
  if (state === 'PART_PAID') return 'due';
  return undefined;
}

/** A credit note's state says what of it the shop has refunded; the others', what was paid. */
function stateKey(row: InvoiceRow): string {
  return row.type === 'repair-invoice'
    ? `myInvoices.refundStates.${row.state}`
    : `myInvoices.states.${row.state}`;
}

function Actions({ row }: { row: InvoiceRow }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const label = { number: row.number };
  return (
    <div className={styles.rowActions}>
      <Link
        to={pathFor(`document-${row.type}`, { code: row.code }, locale)}
        aria-label={t('myInvoices.openLabel', label)}
      >
        {t('myInvoices.open')}
      </Link>
      {row.payable ? (
        <Link
          className={styles.pay}
          to={`${pathFor('order-received', { id: row.orderNumber }, locale)}?code=${encodeURIComponent(row.code)}`}
          aria-label={t('myInvoices.payLabel', label)}
        >
          {t('myInvoices.pay')}
        </Link>
      ) : null}
    </div>
  );
}

/** The table's columns in their order (their headers are `columns.<key>`). */
const COLUMNS = [
  'number',
  'type',
  'order',
  'issueDate',
  'dueDate',
  'amount',
  'amountWithTax',
  'paidAmount',
  'state',
  'action',
] as const;

function InvoicesTable({ data }: { data: InvoicesResponse }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const column = (key: string) => t(`myInvoices.columns.${key}`);
  return (
    <>
      <table className={`${table.table} ${table.cards}`} {...tableRoles.table}>
        <caption className={table.caption}>{t('myInvoices.count', { count: data.count })}</caption>
        <AccountTableHead columns={COLUMNS} label={column} />
        <tbody {...tableRoles.rowgroup}>
          {data.invoices.map((row) => (
            <tr key={row.code} data-overdue={row.overdue || undefined} {...tableRoles.row}>
              <th scope="row" data-label={column('number')} {...tableRoles.rowheader}>
                {row.number}
              </th>
              <td data-label={column('type')} {...tableRoles.cell}>
                {t(`orderDetail.documentTypes.${row.type}`)}
              </td>
              <td data-label={column('order')} {...tableRoles.cell}>
                <div>
                  <Link to={pathFor('user-account-order-id', { id: row.orderNumber }, locale)}>
                    {row.orderNumber}
                  </Link>
                  <div className={table.muted}>{row.customerName}</div>
                </div>
              </td>
              <td data-label={column('issueDate')} {...tableRoles.cell}>
                {formatDate(row.issueDate, locale)}
              </td>
              <td data-label={column('dueDate')} {...tableRoles.cell}>
                <div>
                  {formatDate(row.dueDate, locale)}
                  {row.overdue ? (
                    <div className={styles.overdue}>{t('myInvoices.overdueMark')}</div>
                  ) : null}
                </div>
              </td>
              <td data-label={column('amount')} className={table.price} {...tableRoles.cell}>
                {formatPrice(row.amount, 'czk')}
              </td>
              <td data-label={column('amountWithTax')} className={table.price} {...tableRoles.cell}>
                {formatPrice(row.amountWithTax, 'czk')}
              </td>
              <td data-label={column('paidAmount')} className={table.price} {...tableRoles.cell}>
                {formatPrice(row.paidAmount, 'czk')}
              </td>
              <td data-label={column('state')} {...tableRoles.cell}>
                <span className={table.badge} data-tone={stateTone(row.state)}>
                  {t(stateKey(row))}
                </span>
              </td>
              <td data-label={column('action')} {...tableRoles.cell}>
                <Actions row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={data.page} count={data.count} limit={data.limit} label={t('myInvoices.pages')} />
    </>
  );
}

export default function UserAccountMyInvoicesPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const query = useQuery(invoicesQuery(filter));
  usePageMeta({ title: t('myInvoices.title') });

  return (
    <AccountLayout current="user-account-my-invoices" title={t('myInvoices.title')}>
      {query.data ? <OverdueNotices overdue={query.data.overdue} /> : null}
      {/* Keyed by the URL's filter, so going back in history shows that filter in the form. */}
      <Filters key={JSON.stringify({ ...filter, page: 1 })} filter={filter} />
      <QueryState
        query={query}
        isEmpty={(data) => data.invoices.length === 0}
        empty={
          isFiltered(filter) ? (
            <p>
              {t('myInvoices.noneMatching')}{' '}
              <Link to={pathFor('user-account-my-invoices', {}, locale)}>
                {t('myInvoices.clearFilters')}
              </Link>
            </p>
          ) : (
            <>
              <p>{t('myInvoices.empty')}</p>
              <Link className={table.cta} to={pathFor('user-account', {}, locale)}>
                {t('myInvoices.toOrders')}
              </Link>
            </>
          )
        }
      >
        {(data) => <InvoicesTable data={data} />}
      </QueryState>
    </AccountLayout>
  );
}
