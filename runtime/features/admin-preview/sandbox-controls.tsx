/**
 * The switches of the admin page: the feature toggles (kept in this browser, as a FEATURE_
 * query keeps them: shared/platform/features.ts), the sandbox clock and its maintenance message
 * (the sandbox's own routes, through the preview server).
 */
import { useEffect, useState } from 'react';
import {
  type FeatureToggle,
  featureToggleCodes,
} from '../../../generated/codes/tables/feature-toggle.js';
import { storage } from '../../../generated/constants.js';
import {
  applyFeatureQuery,
  ensureFeaturesApplied,
  isFeatureOn,
} from '../../shared/platform/features.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { CheckChoice } from '../../shared/ui/check-choice.js';
import {
  moveClock,
  readClock,
  readMaintenance,
  switchMaintenance,
  type ClockChange,
  type ClockState,
} from './preview-api.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function TogglesSection() {
  const [toggles, setToggles] = useState<Partial<Record<FeatureToggle, boolean>> | null>(null);
  const read = () =>
    setToggles(Object.fromEntries(featureToggleCodes.map(({ code }) => [code, isFeatureOn(code)])));
  useEffect(() => {
    void ensureFeaturesApplied().then(read);
  }, []);
  const toggle = async (code: FeatureToggle, on: boolean) => {
    // Shown switched at once; what the app then reads is read back.
    setToggles((shown) => ({ ...shown, [code]: on }));
    await applyFeatureQuery(`?${storage.featureToggleQueryPrefix}${code}=${on ? 'on' : 'off'}`);
    read();
  };
  return <TogglesView toggles={toggles} onToggle={(code, on) => void toggle(code, on)} />;
}

/** The toggles as drawn from what the app reads (null: not read yet, all shown off). */
export function TogglesView({
  toggles,
  onToggle,
}: {
  toggles: Partial<Record<FeatureToggle, boolean>> | null;
  onToggle: (code: FeatureToggle, on: boolean) => void;
}) {
  const t = useTexts();
  return (
    <section aria-labelledby="ap-toggles">
      <h2 id="ap-toggles">{t('page.adminPreview.toggles.heading')}</h2>
      <p>{t('page.adminPreview.toggles.hint')}</p>
      <ul className="ap-choices">
        {featureToggleCodes.map(({ code }) => (
          <li key={code}>
            <CheckChoice
              name={code}
              checked={toggles?.[code] ?? false}
              onChange={(on) => onToggle(code, on)}
            >
              <code>{code}</code>
            </CheckChoice>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ClockSection() {
  const [clock, setClock] = useState<ClockState | null>(null);
  const [failed, setFailed] = useState(false);
  const update = (call: Promise<ClockState>) =>
    call.then(
      (state) => {
        setClock(state);
        setFailed(false);
      },
      () => setFailed(true),
    );
  useEffect(() => void update(readClock()), []);
  return (
    <ClockView clock={clock} failed={failed} onMove={(change) => void update(moveClock(change))} />
  );
}

/** The sandbox clock as drawn from its state (null: not read yet). */
export function ClockView({
  clock,
  failed,
  onMove,
}: {
  clock: ClockState | null;
  failed: boolean;
  onMove: (change: ClockChange) => void;
}) {
  const t = useTexts();
  const time = clock
    ? new Intl.DateTimeFormat(t.languageTag, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(clock.now),
      )
    : '…';
  return (
    <section aria-labelledby="ap-clock">
      <h2 id="ap-clock">{t('page.adminPreview.clock.heading')}</h2>
      <p>{t('page.adminPreview.clock.hint')}</p>
      <p role="status" data-clock={clock?.now}>
        {t('page.adminPreview.clock.now', { time })}
      </p>
      {failed && <p role="alert">{t('page.adminPreview.failed')}</p>}
      <div className="ap-actions">
        {(
          [
            ['page.adminPreview.clock.day', 1],
            ['page.adminPreview.clock.week', 7],
            ['page.adminPreview.clock.month', 30],
          ] as const
        ).map(([label, days]) => (
          <button type="button" key={days} onClick={() => onMove({ advanceMs: days * DAY_MS })}>
            {t(label)}
          </button>
        ))}
        <button type="button" onClick={() => onMove({ reset: true })}>
          {t('page.adminPreview.clock.reset')}
        </button>
      </div>
    </section>
  );
}

export function MaintenanceSection() {
  const [on, setOn] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    readMaintenance().then(
      (state) => setOn(state.on),
      () => setFailed(true),
    );
  }, []);
  const onSwitch = (next: boolean) => {
    setOn(next);
    void switchMaintenance(next).then(
      (state) => setOn(state.on),
      () => setFailed(true),
    );
  };
  return <MaintenanceView on={on} failed={failed} onSwitch={onSwitch} />;
}

/** The maintenance switch as drawn from the sandbox's state (null: not read yet, shown off). */
export function MaintenanceView({
  on,
  failed,
  onSwitch,
}: {
  on: boolean | null;
  failed: boolean;
  onSwitch: (on: boolean) => void;
}) {
  const t = useTexts();
  return (
    <section aria-labelledby="ap-maintenance">
      <h2 id="ap-maintenance">{t('page.adminPreview.maintenance.heading')}</h2>
      {failed && <p role="alert">{t('page.adminPreview.failed')}</p>}
      <CheckChoice name="maintenance" checked={on ?? false} onChange={onSwitch}>
        {t('page.adminPreview.maintenance.on')}
      </CheckChoice>
    </section>
  );
}
