/** The loan's requirements as a list, each sentence filled in with the country's figures. */
import { useFormat } from '../../shared/i18n/public-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { eligibilityCriteria, type LoanEligibility } from './eligibility.js';

export function EligibilityList({ eligibility }: { eligibility: LoanEligibility }) {
  const t = useTexts();
  const f = useFormat();
  return (
    <ul>
      {eligibilityCriteria(eligibility).map(({ id, values }) => (
        <li key={id}>
          {t(
            id,
            Object.fromEntries(
              Object.entries(values).map(([name, value]) => [
                name,
                typeof value === 'number' ? value : f.money(value),
              ]),
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
