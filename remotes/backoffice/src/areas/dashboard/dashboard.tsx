import type { AdminDashboardReply, DashboardReleases, SalesFigure } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { useAdminData } from '../../api/use-admin-data';
import { AdminLoaded } from '../../frame/admin-problem';
import { useAdminPath } from '../../frame/admin-paths';
import { formatDateTime } from '../../frame/format';
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

/**
 * The canaries running, each with its share, since when and the canary analysis's verdict on its
 * figures so far; and what the analysis last did (a rollback most of all). `null`: this API runs
 * without the release registry.
 */
function Releases({ releases }: { releases: DashboardReleases | null }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  return (
    <section className={controls.panel} aria-labelledby="canaries">
      <h2 id="canaries" className={controls.subtitle}>{t('canaries.title')}</h2>
      {releases === null ? <p>{t('canaries.unknown')}</p> : releases.canaries.length === 0 ? <p>{t('canaries.none')}</p> : (
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('canaries.remote')}</th>
                <th scope="col">{t('canaries.live')}</th>
                <th scope="col">{t('canaries.canary')}</th>
                <th scope="col">{t('canaries.share')}</th>
                <th scope="col">{t('canaries.since')}</th>
                <th scope="col">{t('canaries.verdict')}</th>
              </tr>
            </thead>
            <tbody>
              {releases.canaries.map((canary) => (
                <tr key={canary.remote}>
                  <td>{canary.remote}</td>
                  <td>{canary.live ?? '—'}</td>
                  <td>{canary.version}</td>
                  <td>{canary.percent} %</td>
                  <td>{formatDateTime(canary.since, language)}</td>
                  <td>
                    <strong className={canary.verdict === 'worse' ? styles.worse : undefined}>{t(`canaries.verdicts.${canary.verdict.replace(/ /g, '_')}`)}</strong>
                    <br /><span className={styles.reason}>{canary.reason}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {releases && releases.decisions.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('canaries.decisions')}</h3>
          <ul className={styles.decisions}>
            {releases.decisions.map((decision) => (
              <li key={decision.remote}>
                {formatDateTime(decision.at, language)} · {t(`canaries.done.${decision.action.replace(/ /g, '_')}`, { remote: decision.remote, version: decision.version, percent: decision.percent })}
                {decision.reason && <><br /><span className={styles.reason}>{decision.reason}</span></>}
              </li>
            ))}
          </ul>
        </>
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
      <Releases releases={data.releases} />
    </>
  );
}

/** The first screen: the day's and week's sales, what waits for staff, what shoppers wait for, and the canaries running. */
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
