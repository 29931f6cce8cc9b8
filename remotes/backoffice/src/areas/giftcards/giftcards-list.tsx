import type { GiftcardListReply } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { queryOf } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { formatDateTime } from '../../frame/format';
import { Pager } from '../../frame/pager';
import { useMay } from '../../frame/staff-context';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { CardOrigin } from './card-origin';

type Cards = Omit<GiftcardListReply, 'status'>;

/** The page and search a URL names. */
function queryFrom(search: URLSearchParams): { search?: string; page?: number } {
  const page = Number(search.get('page'));
  const text = search.get('search')?.trim().slice(0, 254);
  return { search: text || undefined, page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined };
}

function CardsTable({ data, query }: { data: Cards; query: ReturnType<typeof queryFrom> }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  if (data.giftcards.length === 0) return <p className={controls.notice}>{t('giftcards.empty')}</p>;
  const pageLink = (page: number) => adminPath('giftcards', { ...query, page: page > 1 ? page : undefined });
  return (
    <>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('giftcards.card')}</th>
              <th scope="col" className={table.number}>{t('giftcards.balance')}</th>
              <th scope="col">{t('giftcards.recipient')}</th>
              <th scope="col">{t('giftcards.expires')}</th>
              <th scope="col">{t('giftcards.bought')}</th>
            </tr>
          </thead>
          <tbody>
            {data.giftcards.map((card) => (
              <tr key={card.id}>
                <td><Link to={adminPath(`giftcards/${card.id}`)}>{t('giftcards.number', { last4: card.number_last4 })}</Link></td>
                <td className={table.number}>{formatPrice(card.balance, card.currency)} / {formatPrice(card.initial_amount, card.currency)}</td>
                <td>{card.recipient}</td>
                <td>{formatDateTime(card.expires_at, language)}</td>
                <td><CardOrigin card={card} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.page} total={data.total} limit={data.limit} linkTo={pageLink} />
    </>
  );
}

/** Gift cards, newest first, found by the number's last digits or the buyer's or recipient's e-mail or phone. */
export function GiftcardsList() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('giftcards.title'));
  const [search, setSearch] = useSearchParams();
  const query = queryFrom(search);
  const { state, reload } = useAdminData<Cards>(`giftcards${queryOf(query)}`);
  const adminPath = useAdminPath();
  const may = useMay();
  return (
    <>
      <h1 className={controls.title}>{t('giftcards.title')}</h1>
      {may('giftcards.change') && <p><Link to={adminPath('giftcards/new')}>{t('giftcards.issueTitle')}</Link></p>}
      <form
        role="search"
        className={controls.actions}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(queryOf({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() }));
        }}
      >
        <Field key={query.search ?? ''} name="search" type="search" label={t('giftcards.search')} hint={t('giftcards.searchHint')} defaultValue={query.search ?? ''} maxLength={254} />
        <button type="submit" className={controls.primary}>{t('giftcards.find')}</button>
      </form>
      <AdminLoaded state={state} reload={reload}>{(data) => <CardsTable data={data} query={query} />}</AdminLoaded>
    </>
  );
}
