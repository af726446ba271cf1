/**
 * The dashboard's numbers as tables for screen readers (visually hidden): the daily series
 * with the period totals, orders by service type and aunts by work status. The charts are
 * hidden from assistive technology; these tables say the same.
 */
import { useTranslation } from 'react-i18next';
import { METRICS, type DashboardChartData } from './chartData';

function CountTable({ caption, header, rows }: { caption: string; header: string; rows: { label: string; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col">{t('dashboard.table.count')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DataTables({ data }: { data: DashboardChartData }) {
  const { t } = useTranslation();
  return (
    <div className="visually-hidden">
      <table>
        <caption>{t('dashboard.table.daily')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.table.day')}</th>
            {METRICS.map((metric) => (
              <th scope="col" key={metric}>
                {t(`dashboard.metrics.${metric}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((day, index) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {data.series.map((series) => (
                <td key={series.name}>{series.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('dashboard.periodTotal')}</th>
            {METRICS.map((metric) => (
              <td key={metric}>{data.totals[metric]}</td>
            ))}
          </tr>
        </tfoot>
      </table>
      <CountTable
        caption={t('dashboard.byServiceType')}
        header={t('dashboard.table.serviceType')}
        rows={data.ordersByServiceType.map((row) => ({ label: row.serviceTypeName, count: row.count }))}
      />
      <CountTable
        caption={t('dashboard.byWorkStatus')}
        header={t('dashboard.table.workStatus')}
        rows={data.auntsByWorkStatus.map((row) => ({ label: t(`dashboard.workStatus.${row.workStatus}`), count: row.count }))}
      />
    </div>
  );
}
