/**
 * The return page of the income verification (monthio): its content is an island
 * (features/konto-move/income-callback-view.tsx), so a visitor without a session loads no
 * framework. A logged-in customer gets the app, whose router forwards to the purchase.
 */
import { useNavigate, type MetaFunction } from 'react-router';
import { IncomeCallbackIsland } from '../../features/konto-move/income-callback-view.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import '../../shared/styles/editorial.css';

// The page's name, the same whatever the outcome: the heading says how the check went.
export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.incomeVerificationCallback.title');

export default function IncomeVerificationCallback() {
  const navigate = useNavigate();
  return (
    <IncomeCallbackIsland
      // Replaced, and the step is the first of its flow in this document (the browser came back
      // from another site): leaving the flow replaces it with the purchase instead of going back
      // to the page before the trip.
      forward={(to) => void navigate(to, { replace: true, state: { flowDepth: 0 } })}
    />
  );
}
