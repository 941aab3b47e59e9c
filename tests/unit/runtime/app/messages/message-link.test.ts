/** Where a message's "Läs mer" leads: a known recurring message to its own page, by typed href. */
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../../../generated/countries/index.js';
import { messageLink } from '../../../../../runtime/shared/messages/message-link.js';
import { href } from '../../../../../runtime/shared/routing/href.js';

describe('messageLink', () => {
  it.each(countryCodes)(
    '%s: the interest notice opens the yearly-interest page, whatever route came with it',
    (country) => {
      for (const ctaRoute of [undefined, '/se/app/profile#interest', 'app/profile']) {
        expect(
          messageLink(
            { messageName: 'YEARLY_INTEREST_RATE', ...(ctaRoute ? { ctaRoute } : {}) },
            country,
          ),
        ).toBe(href(country, 'app-profile-yearly-interest'));
      }
      expect(href(country, 'app-profile-yearly-interest')).toBe(
        `/${country}/app/profile/yearly-interest`,
      );
    },
  );

  it('other messages follow their own route, checked; unknown names are no route', () => {
    expect(messageLink({ ctaRoute: 'app/invoices' }, 'no')).toBe('/no/app/invoices');
    expect(messageLink({ messageName: 'toString', route: '/fi/app' }, 'fi')).toBe('/fi/app');
    expect(messageLink({ ctaRoute: 'javascript:alert(1)' }, 'se')).toBeNull();
    expect(messageLink({}, 'dk')).toBeNull();
  });
});
