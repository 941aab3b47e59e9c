/**
 * The annual interest statements (getYearlyInterestReports), newest first: the interest paid and
 * when the statement was issued, in the country's formats, and the statement as PDF. The link is
 * the contract's downloadYearlyInterestReport path through the web server's /service proxy, which
 * adds the session, so the browser saves the real document.
 */
import { downloadYearlyInterestReportPath } from '../../../generated/api/calls/downloadYearlyInterestReport.js';
import { formatDate, formatMoney } from '../../../generated/countries/format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { calendarDay } from './dates.js';
import { DataState } from './profile-page.js';
import { useYearlyInterestReports } from './queries.js';

export function YearlyInterestView() {
  const t = useTexts();
  const { country } = useCountry();
  const query = useYearlyInterestReports();
  if (!query.data) {
    return (
      <DataState
        pending={query.isPending}
        failed={query.isError}
        failure="page.yearlyInterest.loadFailed"
      />
    );
  }
  const reports = [...query.data.reports].sort((a, b) => b.year - a.year);
  if (reports.length === 0) return <p>{t('page.yearlyInterest.empty')}</p>;
  return (
    <ul className="profile-documents">
      {reports.map((report) => {
        const created = report.createdDate ? calendarDay(report.createdDate) : null;
        return (
          <li key={report.year} className="profile-report">
            <h2>{t('page.yearlyInterest.download', { year: String(report.year) })}</h2>
            <p>
              {t('page.yearlyInterest.paidInterest', {
                amount: formatMoney(report.paidInterest, country),
              })}
              {created && (
                <span className="profile-hint profile-note">
                  {t('page.yearlyInterest.created', { date: formatDate(created, 'long', country) })}
                </span>
              )}
            </p>
            <a
              href={downloadYearlyInterestReportPath({ year: String(report.year) })}
              download={`${report.year}.pdf`}
            >
              {t('page.yearlyInterest.downloadPdf', { year: String(report.year) })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
