import type { AdminDashboardReply, SalesFigure } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { useAdminData } from '../../api/use-admin-data';
import { AdminLoaded } from '../../frame/admin-problem';
import { useAdminPath } from '../../frame/admin-paths';
import { NS } from '../../i18n/register';
import table from '../../frame/table.module.css';
import layout from '../../frame/layout.module.css';
import styles from './dashboard.module.css';

type Dashboard = Omit<AdminDashboardReply, 'status'>;

function Sales({ period, figures }: { period: SalesFigure['period']; figures: SalesFigure[] }) {
  const { t } = useTranslation(NS);
  const mine = figures.filter((figure) => figure.period === period);
  return (
    <section className={controls.panel} aria-labelledby={`sales-${period}`}>
      <h2 id={`sales-${period}`} className={controls.subtitle}>{t(`dashboard.${period}`)}</h2>
      {mine.length === 0 ? <p>{t('dashboard.noSales')}</p> : (
        <dl className={styles.figures}>
          {mine.map((figure) => (
            <div key={figure.currency}>
              <dt>{t('dashboard.orders', { count: figure.orders })}</dt>
              <dd>{formatPrice(figure.revenue, figure.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function DashboardView({ data }: { data: Dashboard }) {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  return (
    <>
      <div className={layout.columns}>
        <Sales period="today" figures={data.sales} />
        <Sales period="week" figures={data.sales} />
      </div>
      <section className={controls.panel} aria-labelledby="waiting">
        <h2 id="waiting" className={controls.subtitle}>{t('dashboard.waitingTitle')}</h2>
        <ul className={styles.waiting}>
          {data.waiting.map((row) => (
            <li key={row.status}>
              <Link to={adminPath('orders', { status: row.status })}>
                <span>{t(`statuses.${row.status}`)}</span> <strong>{row.orders}</strong>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={controls.panel} aria-labelledby="inbox">
        <h2 id="inbox" className={controls.subtitle}>{t('dashboard.inboxTitle')}</h2>
        <dl className={styles.figures}>
          <div><dt><Link to={adminPath('inbox', { kind: 'question' })}>{t('dashboard.openQuestions')}</Link></dt><dd>{data.open_questions}</dd></div>
          <div><dt><Link to={adminPath('inbox', { kind: 'request' })}>{t('dashboard.openRequests')}</Link></dt><dd>{data.open_requests}</dd></div>
        </dl>
      </section>
      <section className={controls.panel} aria-labelledby="low-stock">
        <h2 id="low-stock" className={controls.subtitle}>{t('dashboard.lowStockTitle')}</h2>
        {data.low_stock.length === 0 ? <p>{t('dashboard.lowStockEmpty')}</p> : (
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.product')}</th>
                <th scope="col">{t('dashboard.size')}</th>
                <th scope="col">{t('dashboard.units')}</th>
                <th scope="col">{t('dashboard.waiting')}</th>
              </tr>
            </thead>
            <tbody>
              {data.low_stock.map((line) => (
                <tr key={`${line.sku}/${line.size}`}>
                  <td>{line.name} <span className={styles.sku}>{line.sku}</span></td>
                  <td>{line.size}</td>
                  <td>{line.units}</td>
                  <td>{line.waiting}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/** The first screen: the day's and week's sales, what waits for staff, and what shoppers wait for. */
export function DashboardArea() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('dashboard.title'));
  const { state, reload } = useAdminData<Dashboard>('dashboard');
  return (
    <>
      <h1 className={controls.title}>{t('dashboard.title')}</h1>
      <AdminLoaded state={state} reload={reload}>{(data) => <DashboardView data={data} />}</AdminLoaded>
    </>
  );
}
