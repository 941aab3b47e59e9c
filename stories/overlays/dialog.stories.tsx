import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { useOverlays, type OverlayOptions } from '../../runtime/shared/overlays/provider.js';
import { useTexts } from '../../runtime/shared/i18n/texts.js';

interface DialogArgs {
  role: NonNullable<OverlayOptions['role']>;
  placement: NonNullable<OverlayOptions['placement']>;
  /** Opens a second dialog above the first from its button. */
  second: boolean;
}

/**
 * A dialog through the app's overlay stack (focus moves in, Tab stays inside, Escape and the
 * backdrop close a dialog but not an alertdialog). It opens at once; the button opens it again.
 */
function DialogStory({ role, placement, second }: DialogArgs) {
  const t = useTexts();
  const { open } = useOverlays();
  const show = useRef(() => {});
  show.current = () =>
    open(
      ({ titleId, close }) => (
        <>
          <h2 id={titleId}>{t('header.compatNotice.title')}</h2>
          <p>{t('header.compatNotice.body')}</p>
          <div className="overlay-actions">
            {second && (
              <button
                type="button"
                className="overlay-button overlay-button-quiet"
                onClick={() =>
                  open(({ titleId: inner, close: closeInner }) => (
                    <>
                      <h2 id={inner}>{t('common.readMore')}</h2>
                      <button type="button" className="overlay-button" onClick={closeInner}>
                        {t('common.close')}
                      </button>
                    </>
                  ))
                }
              >
                {t('common.readMore')}
              </button>
            )}
            <button type="button" className="overlay-button" onClick={close} data-autofocus="">
              {t('common.confirm')}
            </button>
          </div>
        </>
      ),
      { role, placement },
    );
  useEffect(() => {
    const close = show.current();
    return close;
  }, [role, placement, second]);
  return (
    <p className="story-pad">
      <button type="button" className="notice-button" onClick={() => show.current()}>
        {t('common.readMore')}
      </button>
    </p>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogStory,
  args: { role: 'dialog', placement: 'center', second: false },
  argTypes: {
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    placement: { control: 'inline-radio', options: ['center', 'right'] },
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {};

export const AtTheRightEdge: Story = { args: { placement: 'right' } };

/** Has to be answered: no close button, Escape and the backdrop do nothing. */
export const AlertDialog: Story = { args: { role: 'alertdialog' } };

export const WithSecondDialog: Story = { args: { second: true } };
