import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { GuardedButton } from '../../runtime/shared/platform/guarded-click.js';

/** A double click counts once: the second click within a second is ignored. */
function Counted() {
  const t = useTexts();
  const [count, setCount] = useState(0);
  return (
    <div className="story-pad">
      <GuardedButton className="notice-button" onClick={() => setCount(count + 1)}>
        {t('common.confirm')}
      </GuardedButton>
      <p aria-live="polite">
        <output>{count}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Platform/Guarded button',
  component: Counted,
} satisfies Meta<typeof Counted>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DoubleClickCountsOnce: Story = {};
