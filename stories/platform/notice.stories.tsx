import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { Notice } from '../../runtime/shared/platform/notice.js';

/** The frame the cookie, old-browser and app notices share: a titled region with actions. */
const meta = {
  title: 'Platform/Notice',
  component: Notice,
  args: { title: '', children: null, actions: null },
  render: function Render() {
    const t = useTexts();
    return (
      <Notice
        title={t('header.compatNotice.title')}
        actions={
          <>
            <button type="button" className="notice-button">
              {t('common.continue')}
            </button>
            <button type="button" className="notice-button notice-button-quiet">
              {t('common.cancel')}
            </button>
          </>
        }
      >
        <p>{t('header.compatNotice.body')}</p>
      </Notice>
    );
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTwoActions: Story = {};
