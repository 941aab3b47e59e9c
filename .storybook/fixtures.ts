/**
 * Story data: sessions for the logged-in shell and user messages as the provider's API sends
 * them. The API sends a message in the customer's language, so each has a text per country.
 */
import type { CountryCode } from '../generated/countries/index.js';
import type { UserMessage } from '../generated/entities/types.js';
import { LOGGED_OUT, type Session } from '../runtime/shared/session/session.js';

export { LOGGED_OUT };

/** A logged-in customer with the given number of unread notifications. */
export function loggedIn(unreadNotifications: number): Session {
  return {
    loggedIn: true,
    logout: () => {},
    user: {
      counts: {
        unreadNotifications,
        pendingRefunds: 2,
        dueAccountsAndFreepartOrders: 1,
        kontoAccountsWithPpi: 2,
      },
      hasKontoAccountWithoutPpi: true,
      dueItem: { kind: 'konto', brand: 'fjallmode' },
      insuredBrand: null,
    },
  };
}

type Localized = Record<CountryCode, Pick<UserMessage, 'title' | 'message'> & Partial<UserMessage>>;

const updates: Localized = {
  se: {
    title: 'Nya villkor från 1 januari',
    message: 'Vi uppdaterar våra allmänna villkor. Inget behöver göras av dig.',
    buttonText: 'Läs villkoren',
  },
  no: {
    title: 'Nye vilkår fra 1. januar',
    message: 'Vi oppdaterer de generelle vilkårene våre. Du trenger ikke å gjøre noe.',
    buttonText: 'Les vilkårene',
  },
  fi: {
    title: 'Uudet ehdot 1. tammikuuta alkaen',
    message: 'Päivitämme yleiset ehtomme. Sinun ei tarvitse tehdä mitään.',
    buttonText: 'Lue ehdot',
  },
  dk: {
    title: 'Nye vilkår fra 1. januar',
    message: 'Vi opdaterer vores generelle vilkår. Du skal ikke gøre noget.',
    buttonText: 'Læs vilkårene',
  },
};

const details: Localized = {
  se: {
    title: 'Vad ändras?',
    message: 'Avgiften för pappersfaktura och texten om betalningsanstånd är nya.',
  },
  no: {
    title: 'Hva endres?',
    message: 'Gebyret for papirfaktura og teksten om betalingsutsettelse er nye.',
  },
  fi: {
    title: 'Mikä muuttuu?',
    message: 'Paperilaskun maksu ja maksunlykkäystä koskeva teksti ovat uusia.',
  },
  dk: {
    title: 'Hvad ændres?',
    message: 'Gebyret for papirfaktura og teksten om betalingsudsættelse er nye.',
  },
};

const popups: Localized = {
  se: {
    title: 'Bekräfta dina kontaktuppgifter',
    message: 'Stämmer de här uppgifterna fortfarande?',
    bullets: ['E-postadress', 'Mobilnummer', 'Adress'],
    buttonText: 'Gå till mina uppgifter',
    footerText: 'Du kan ändra dem när som helst.',
  },
  no: {
    title: 'Bekreft kontaktopplysningene dine',
    message: 'Stemmer disse opplysningene fortsatt?',
    bullets: ['E-postadresse', 'Mobilnummer', 'Adresse'],
    buttonText: 'Gå til opplysningene mine',
    footerText: 'Du kan endre dem når som helst.',
  },
  fi: {
    title: 'Vahvista yhteystietosi',
    message: 'Ovatko nämä tiedot yhä oikein?',
    bullets: ['Sähköpostiosoite', 'Matkapuhelinnumero', 'Osoite'],
    buttonText: 'Siirry omiin tietoihin',
    footerText: 'Voit muuttaa niitä milloin tahansa.',
  },
  dk: {
    title: 'Bekræft dine kontaktoplysninger',
    message: 'Passer disse oplysninger stadig?',
    bullets: ['E-mailadresse', 'Mobilnummer', 'Adresse'],
    buttonText: 'Gå til mine oplysninger',
    footerText: 'Du kan ændre dem når som helst.',
  },
};

/** A global update with an action and a linked message to read more in. */
export function globalUpdate(country: CountryCode): UserMessage {
  return {
    id: 'update-1',
    messageType: 'GlobalUpdate',
    ctaRoute: 'terms-and-conditions',
    linkedMessage: 'update-1-details',
    startDate: '2026-11-01',
    ...updates[country],
  };
}

export function globalUpdateDetails(country: CountryCode): UserMessage {
  return {
    id: 'update-1-details',
    messageType: 'GlobalUpdate',
    startDate: '2026-11-01',
    ...details[country],
  };
}

/** A user-information popup with bullets, an action and a footer. */
export function userInformation(country: CountryCode, withAction = true): UserMessage {
  const message: UserMessage = {
    id: 'popup-1',
    messageType: 'UserInformationPopup',
    startDate: '2026-11-01',
    ...popups[country],
    ...(withAction ? { ctaRoute: 'app/user-information' } : { buttonText: undefined }),
  };
  return message;
}

const maintenanceTexts: Record<CountryCode, { title: string; message: string }> = {
  se: { title: 'Planerat underhåll', message: 'Tjänsten är tillbaka klockan 06.00.' },
  no: { title: 'Planlagt vedlikehold', message: 'Tjenesten er tilbake klokken 06.00.' },
  fi: { title: 'Huoltokatko', message: 'Palvelu on taas käytössä kello 6.00.' },
  dk: { title: 'Planlagt vedligeholdelse', message: 'Tjenesten er tilbage klokken 06.00.' },
};

/** A maintenance message of the messages feed, which replaces the error page's own texts. */
export function maintenance(country: CountryCode): { title: string; message: string } {
  return maintenanceTexts[country];
}
