import { useState, type FormEvent } from 'react';
import { isShortCustomerSearch, type AdminCustomerSummary, type CustomerListReply } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { queryOf } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, useProblemText } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { formatDateTime } from '../../frame/format';
import { Pager } from '../../frame/pager';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { useCustomerName } from './use-customer-name';

type Customers = Omit<CustomerListReply, 'status'>;
type Query = { search?: string; page?: number };

/** The search and page a URL names. */
function queryFrom(search: URLSearchParams): Query {
  const page = Number(search.get('page'));
  const text = search.get('search')?.trim().slice(0, 254);
  return { search: text || undefined, page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined };
}

function StateOf({ customer }: { customer: AdminCustomerSummary }) {
  const { t } = useTranslation(NS);
  if (customer.erased) return <>{t('customers.states.erased')}</>;
  if (customer.blocked) return <strong>{t('customers.states.blocked')}</strong>;
  return <>{customer.role ? t(`roles.${customer.role}`) : ''}</>;
}

function CustomersTable({ data, query }: { data: Customers; query: Query }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  const nameOf = useCustomerName();
  if (data.customers.length === 0) return <p className={controls.notice}>{t('customers.empty')}</p>;
  const pageLink = (page: number) => adminPath('customers', { ...query, page: page > 1 ? page : undefined });
  return (
    <>
      <p>{t('customers.found', { count: data.total })}</p>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('customers.customer')}</th>
              <th scope="col">{t('customers.email')}</th>
              <th scope="col">{t('customers.phone')}</th>
              <th scope="col">{t('customers.state')}</th>
              <th scope="col">{t('customers.since')}</th>
            </tr>
          </thead>
          <tbody>
            {data.customers.map((customer) => (
              <tr key={customer.id}>
                <td><Link to={adminPath(`customers/${customer.id}`)}>{nameOf(customer)}</Link></td>
                <td>{customer.email}</td>
                <td>{customer.telephone}</td>
                <td><StateOf customer={customer} /></td>
                <td>{formatDateTime(customer.created_at, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.page} total={data.total} limit={data.limit} linkTo={pageLink} />
    </>
  );
}

/** Customers, newest first, found by e-mail, phone, a part of a name or e-mail, or number; the search and page in the URL. */
export function CustomersList() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('customers.title'));
  const problemText = useProblemText();
  const [search, setSearch] = useSearchParams();
  const query = queryFrom(search);
  const [tooShort, setTooShort] = useState(false);
  const { state, reload } = useAdminData<Customers>(`customers${queryOf(query)}`);
  // The API's refusal of a search (one typed into the URL) is the search field's.
  const refused = state.status === 'done' && !state.data.ok && state.data.error === 'short_search' ? state.data : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    // A part of a name too short to search is said under the field, as the API would refuse it.
    setTooShort(isShortCustomerSearch(text));
    if (!isShortCustomerSearch(text)) setSearch(queryOf({ search: text }));
  };
  const fieldError = tooShort ? t('errors.short_search') : refused ? problemText(refused) : null;
  return (
    <>
      <h1 className={controls.title}>{t('customers.title')}</h1>
      <form role="search" className={controls.actions} onSubmit={onSubmit} noValidate>
        <Field
          key={query.search ?? ''}
          name="search"
          type="search"
          label={t('customers.search')}
          hint={t('customers.searchHint')}
          defaultValue={query.search ?? ''}
          maxLength={254}
          error={fieldError}
        />
        <button type="submit" className={controls.primary}>{t('giftcards.find')}</button>
      </form>
      {!refused && <AdminLoaded state={state} reload={reload}>{(data) => <CustomersTable data={data} query={query} />}</AdminLoaded>}
    </>
  );
}
