/**
 * The flow runtime (issue 13): one engine for every flow of schema/flows.yaml. Drawn by a host page
 * (an invoice, a purchase) and by each of its step pages, it reads the flow position from the
 * address (position.ts) and shows the step in an overlay over the host page; the outcome dialog
 * a flow ends in is FlowOutcomes' (flow-outcomes.tsx), wherever leaving the flow lands. The steps themselves are components the route layer passes in by step id; what
 * they may do with the flow is FlowControl (flow-control.ts).
 */
import {
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppQueryProvider } from '../api/query.js';
import { BuiltSteps, useBuiltStepIds } from './built-steps-context.js';
import { useLocation, useNavigate } from 'react-router';
import { FLOWS, type FlowId } from '../../../generated/flows.js';
import { ROUTES } from '../../../generated/routes/table.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { useOverlays } from '../overlays/provider.js';
import { useFeature } from '../platform/features.js';
import { href, hrefOf as routeHref } from '../routing/href.js';
import { useCurrentRoute } from '../routing/current-route.js';
import { track } from '../tracking/events.js';
import {
  FlowContext,
  type FlowControl,
  type FlowHost,
  type FlowSubject,
  type Payable,
  type StepTarget,
} from './flow-control.js';
import { entriesToHost, hostIndexOf, stepBack } from './flow-history.js';
import { focusAfterFlow, rememberTrigger } from './flow-trigger.js';
import { isSuccess } from './outcome-dialog.js';
import { showOutcome, type ShownOutcome } from './outcome-store.js';
import { defaultFlowOf, FLOW_HOSTS, positionOf, stepRoute, type FlowPosition } from './position.js';
import './flows.css';

/**
 * The step components of a host kind, by step id, or by `flow:step` where two flows name different
 * steps alike (moveToKonto's and refund's confirm); lazy, so each step is a chunk of its own.
 */
export type StepRegistry = Readonly<Partial<Record<string, ComponentType>>>;

/** The component of a flow's step in a registry: `flow:step` first, then the step id. */
export function stepComponent(
  steps: StepRegistry,
  flow: string,
  step: string,
): ComponentType | undefined {
  return steps[`${flow}:${step}`] ?? steps[step];
}

interface FlowState {
  readonly control: FlowControl;
  readonly Step: ComponentType | undefined;
}

/** A value the overlay's content reads as it changes (the overlay is opened once per flow). */
function createCell<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Steps taken since the host page: the push state of go(), else 1 after a link, 0 when landed. */
function flowDepthOf(location: { state: unknown; key: string }): number {
  const state = location.state as { flowDepth?: unknown } | null;
  if (typeof state?.flowDepth === 'number') return state.flowDepth;
  return location.key === 'default' ? 0 : 1;
}

function firstTrigger(flow: FlowId): string {
  return (FLOWS[flow].triggers as readonly string[])[0] ?? '';
}

export function FlowSteps({
  host,
  payable,
  subject = null,
  steps,
}: {
  host: FlowHost;
  payable: Payable | null;
  subject?: FlowSubject | null;
  steps: StepRegistry;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { name: route } = useCurrentRoute();
  const { country } = useCountry();
  const mobilepay = useFeature('mobilepay');
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const found = positionOf(route, query, location.hash, country, { mobilepay });
  // A step without a component is not built in this version: the host page stays as it is.
  const position = found && stepComponent(steps, found.flow, found.step) ? found : null;
  const depth = flowDepthOf(location);
  const hostIndex = hostIndexOf(location.state, depth);
  const hostPath = href(country, FLOW_HOSTS[host.kind], { brand: host.brand, id: host.id });

  const busy = useRef(false);
  const control = useMemo<FlowControl | null>(() => {
    if (!position) return null;
    const hrefOfTarget = (target: StepTarget): string => {
      const stepPage = stepRoute(target.flow, target.step, host.kind);
      if (!stepPage) return `${hostPath}${firstTrigger(target.flow)}`;
      const flowQuery = target.flow === defaultFlowOf(stepPage) ? {} : { flow: target.flow };
      const address = routeHref(country, stepPage, {
        brand: host.brand,
        id: host.id,
        ...flowQuery,
        ...target.query,
      });
      return address ?? hostPath;
    };
    const leave = () => {
      const entries = entriesToHost(hostIndex, depth);
      if (entries > 0) stepBack(navigate, entries);
      else void navigate(hostPath, { replace: true });
    };
    return {
      position,
      host,
      payable,
      subject,
      query,
      hrefOf: hrefOfTarget,
      go(target, options = {}) {
        void navigate(hrefOfTarget(target), {
          replace: options.replace,
          state: { flowDepth: options.replace ? depth : depth + 1, hostIndex },
        });
      },
      back() {
        if (entriesToHost(hostIndex, depth) > 0) stepBack(navigate, 1);
        else void navigate(hostPath, { replace: true });
      },
      leave,
      finish(request) {
        const first = FLOWS[request.flow].steps[0];
        const shown: ShownOutcome = {
          ...request,
          retryHref: hrefOfTarget(request.retry ?? { flow: request.flow, step: first?.id ?? '' }),
        };
        if (isSuccess(shown)) {
          track('payment_complete', {
            flow: request.flow,
            brand: host.brand,
            ...(request.amount === undefined ? {} : { amount: request.amount }),
          });
        } else {
          track('payment_failed', {
            flow: request.flow,
            brand: host.brand,
            outcome: request.outcome,
          });
        }
        // What the flow changed shows on the host page, the overview and home without a reload.
        void queryClient.invalidateQueries();
        showOutcome(shown);
        leave();
      },
      setBusy(next) {
        busy.current = next;
      },
    };
    // position is compared by its parts: a new object each render names the same step.
  }, [
    position?.flow,
    position?.step,
    host.kind,
    host.brand,
    host.id,
    payable,
    subject,
    query,
    depth,
    hostIndex,
    hostPath,
    country,
    navigate,
    queryClient,
  ]);

  useFlowTracking(position, host, route);
  // The host page's control that opens a flow, so focus goes back to it when the flow closes.
  useEffect(() => {
    document.addEventListener('click', rememberTrigger, true);
    return () => document.removeEventListener('click', rememberTrigger, true);
  }, []);
  useStepOverlay(
    control,
    control ? stepComponent(steps, control.position.flow, control.position.step) : undefined,
    busy,
  );
  return null;
}

/**
 * The step shown last (spec 3 interface state, flow history), kept outside the pages: each step
 * page is a route of its own, so the page (and FlowSteps with it) is drawn anew at every step.
 */
let lastStep: { readonly host: string; readonly flow: string; readonly step: string } | null = null;

/** start_payment_process when a flow opens, payment_process at each later step (spec 4). */
function useFlowTracking(
  position: FlowPosition | null,
  host: FlowHost,
  route: ReturnType<typeof useCurrentRoute>['name'],
) {
  const hostKey = `${host.kind}/${host.brand}/${host.id}`;
  const key = position ? `${position.flow}/${position.step}` : '';
  useEffect(() => {
    const before = lastStep?.host === hostKey ? lastStep : null;
    lastStep = position ? { host: hostKey, flow: position.flow, step: position.step } : null;
    if (!position || !route) return;
    if (!before) {
      track('start_payment_process', { flow: position.flow, brand: host.brand, pageType: route });
    } else if (before.flow !== position.flow || before.step !== position.step) {
      track('payment_process', { flow: position.flow, step: position.step, brand: host.brand });
    }
    // Only a change of step is an event.
  }, [key, hostKey]);
}

/**
 * The step in one overlay, opened when a flow starts and closed when it ends; between steps the
 * overlay stays and its content changes. When the customer closes it (Escape, the close button)
 * the flow steps back, and if that lands on another step, an overlay opens for it.
 */
function useStepOverlay(
  control: FlowControl | null,
  Step: ComponentType | undefined,
  busy: { readonly current: boolean },
) {
  const overlays = useOverlays();
  const openOverlay = useRef(overlays.open);
  openOverlay.current = overlays.open;
  // The layout's built steps, given again inside the overlay, which is drawn above the layout.
  const built = useBuiltStepIds();
  const { key: locationKey } = useLocation();
  const cell = useMemo(() => createCell<FlowState | null>(null), []);
  const shown = useRef<(() => void) | null>(null);
  const open = control !== null;
  // Before the overlay opens (effects run in order), so its first draw has the step.
  useEffect(() => cell.set(control ? { control, Step } : null));

  useEffect(() => {
    if (!open) {
      shown.current?.();
      shown.current = null;
      return;
    }
    if (shown.current) return;
    let closing = false;
    // The overlay is drawn where the OverlayProvider is, above the logged-in layout's query cache
    // and its built steps.
    const close = openOverlay.current(
      (props) => (
        <AppQueryProvider>
          <BuiltSteps steps={built}>
            <StepFrame cell={cell} titleId={props.titleId} />
          </BuiltSteps>
        </AppQueryProvider>
      ),
      {
        role: 'dialog',
        placement: 'right',
        returnFocus: focusAfterFlow,
        busy: () => busy.current,
        onClose: () => {
          if (closing) return;
          // Escape, the close button or the backdrop: one step back.
          shown.current = null;
          cell.get()?.control.back();
        },
      },
    );
    shown.current = () => {
      closing = true;
      close();
    };
  }, [open, locationKey, cell, busy, built]);

  useEffect(() => () => shown.current?.(), []);
}

function StepFrame({
  cell,
  titleId,
}: {
  cell: ReturnType<typeof createCell<FlowState | null>>;
  titleId: string;
}) {
  const t = useTexts();
  const state = useSyncExternalStore(cell.subscribe, cell.get, cell.get);
  const heading = useRef<HTMLHeadingElement>(null);
  // A step's address: a choice within a step (the method on pay) is a step of its own to the
  // customer, and the link that chose it is gone.
  const stepKey = state
    ? `${state.control.position.flow}/${state.control.position.step}?${state.control.query.toString()}`
    : '';
  const first = useRef(true);
  useEffect(() => {
    // The overlay moves focus to the title when it opens; a later step moves it to its own.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepKey]);
  if (!state) return null;
  const { control, Step } = state;
  const stepPage = stepRoute(control.position.flow, control.position.step, control.host.kind);
  const definition = FLOWS[control.position.flow].steps.find(
    (step) => step.id === control.position.step,
  );
  const titleMessageId = stepPage ? ROUTES[stepPage].titleMessageId : definition?.titleMessageId;
  return (
    <FlowContext.Provider value={control}>
      <div
        className="flow-step"
        data-flow={control.position.flow}
        data-step={control.position.step}
      >
        {titleMessageId && (
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {t(titleMessageId)}
          </h2>
        )}
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          {Step && <Step />}
        </Suspense>
      </div>
    </FlowContext.Provider>
  );
}
