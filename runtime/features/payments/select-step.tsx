/**
 * Choose how to pay (steps/select, #flow=select; also the pay step when no method is chosen yet):
 * the methods of the country (methods.ts), each a link to the step that confirms it, carrying the
 * amount chosen before.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { preferencesQuery } from '../../../generated/api/queries/getPreferences.js';
import { appTransport } from '../../shared/api/transport.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { StepNotice } from '../../shared/flows/step-notice.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useFeature } from '../../shared/platform/features.js';
import { track } from '../../shared/tracking/events.js';
import { amountQuery, chosenAmount } from './amount.js';
import { choiceTarget, selectChoices } from './methods.js';

export default function SelectStep() {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const { country, terms } = useCountry();
  const mobilepayToggle = useFeature('mobilepay');
  const preferences = useQuery(preferencesQuery(appTransport));
  const { payable } = flow;
  if (!payable) return <p role="status">{t('common.loading')}</p>;
  if (!payable.payable) return <StepNotice>{t('flow.pay.nothingToPay')}</StepNotice>;
  const amount = chosenAmount(flow.query, payable);
  const choices = selectChoices({
    country,
    terms,
    mobilepayToggle,
    linkedAccount: Boolean(preferences.data?.bankAccount),
  });
  return (
    <>
      <p>{t('flow.pay.select.intro', { amount: f.money(amount) })}</p>
      <ul className="flow-options">
        {choices.map((choice) => {
          const target = choiceTarget(choice, amountQuery(amount));
          return (
            <li key={choice}>
              <Link
                className="flow-option"
                to={flow.hrefOf(target)}
                data-method={choice}
                onClick={(event) => {
                  event.preventDefault();
                  if (choice === 'bank') track('bank_selection', { bank: 'bankTransfer' });
                  flow.go(target);
                }}
              >
                <span>{t(`flow.pay.method.${choice}`)}</span>
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
