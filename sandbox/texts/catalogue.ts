/**
 * Every text the sandbox itself writes (invoice lines, cancel reasons, the maintenance default,
 * the PDFs, the simulated payment page), per language: the provider answers a customer in the language of their country, as
 * the real one does. Each language has every key (the type says so); `{name}` is filled in by
 * sandboxText. The web app's texts live in content/messages; the sandbox keeps its own, since it
 * stands for the provider and shares nothing with the runtime but the generated contract.
 */
import { countryLocale } from '../../generated/countries/index.js';
import type { CountryCode, LocaleCode } from '../../generated/countries/index.js';

const sv = {
  // Invoice lines (Transaction.transactionDescription).
  'transaction.openingBalance': 'Ingående saldo',
  'transaction.purchase': 'Köp',
  'transaction.payment': 'Inbetalning',
  'transaction.bankgiroPayment': 'Inbetalning via bankgiro',
  'transaction.automaticPayment': 'Automatisk betalning',
  'transaction.reminderFee': 'Påminnelseavgift',
  'transaction.freeMonthFee': 'Avgift för betalningsfri månad',
  'transaction.return': 'Retur',
  // Why a purchase line was cancelled (Order.cancelReason).
  'cancelReason.outOfStock': 'Slut i lager',
  'cancelReason.customerCancelled': 'Avbeställd av dig',
  // The maintenance message when staff give no text of their own.
  'maintenance.title': 'Planerat underhåll',
  'maintenance.message':
    'Vissa tjänster kan vara otillgängliga en stund. Vi ber om ursäkt för besväret.',
  // Invoice PDF.
  'invoice.title': 'Faktura {date}',
  'invoice.ppiTitle': 'Betalskyddsförsäkring, faktura {date}',
  'invoice.company': '{brand}, bolag {company}',
  'invoice.account': 'Kontonummer {account} ({kind})',
  'invoice.kind.konto': 'konto',
  'invoice.kind.monthly': 'månadsfaktura',
  'invoice.dates': 'Fakturadatum {date}, förfallodatum {due}',
  'invoice.total': 'Att betala totalt: {amount}',
  'invoice.minimum': 'Lägsta belopp att betala: {amount}',
  'invoice.paid': 'Betalt: {amount}',
  'invoice.premium': 'Försäkringspremie: {amount}',
  'invoice.reference': '{label}: {reference}',
  'reference.ocr': 'OCR-nummer',
  'reference.kid': 'KID-nummer',
  'reference.finnishReference': 'Finskt referensnummer',
  'reference.rf': 'Referens (RF)',
  // Annual interest statement PDF.
  'interest.title': 'Årsbesked {year}',
  'interest.created': 'Utfärdat {date}',
  'interest.account': 'Konto {account} ({brand}): betald ränta {amount}',
  'interest.total': 'Summa betald ränta: {amount}',
  // Credit terms PDF.
  'terms.title': 'Kreditvillkor {brand} ({country})',
  'terms.general': 'Allmänna villkor för kredit- och fakturaköp, {currency}.',
  'terms.kontoRate': 'Kontokredit: nominell ränta {nominal} %, effektiv ränta {effective} %.',
  'terms.monthlyFee': 'Avgift för månadsfaktura: {amount}.',
  'terms.note': 'Sandlådedokument: de bindande villkoren publiceras av kreditgivaren.',
  // Payment protection insurance PDFs.
  'insurance.terms': 'Betalskyddsförsäkring - villkor',
  'insurance.pre-purchase-information': 'Betalskyddsförsäkring - förköpsinformation',
  'insurance.damage-report-sickness': 'Skadeanmälan - sjukdom',
  'insurance.damage-report-unemployment': 'Skadeanmälan - arbetslöshet',
  'insurance.damage-report-hospital': 'Skadeanmälan - sjukhusvistelse',
  'insurance.damage-report-death': 'Skadeanmälan - dödsfall',
  'insurance.premium': 'Premie {percent} % av skulden, minst {amount} i månaden.',
  'insurance.formName': 'Namn: ____________________  Personnummer: ______________',
  'insurance.formEvent': 'Datum för händelsen: __________  Underskrift: ______________',
  // The simulated payment page (payment-methods/page.ts).
  'payPage.title': 'Testbetalning',
  'payPage.simulator':
    'Det här är sandlådans simulerade betalsida: ingen riktig betalning görs och inga pengar dras.',
  'payPage.method': 'Betalsätt',
  'payPage.amount': 'Belopp',
  'payPage.paysFor': 'Avser',
  'payPage.reference': 'Referens',
  'payPage.order': 'Köp {id} hos {brand}',
  'payPage.invoice': 'Faktura {date} från {brand}',
  'payPage.card': 'Kort',
  'payPage.choose':
    'Godkänn betalar beloppet. Neka gör att betalningen misslyckas, som när banken säger nej. Avbryt tar dig tillbaka utan att betala.',
  'payPage.confirm': 'Godkänn betalningen',
  'payPage.decline': 'Neka betalningen',
  'payPage.cancel': 'Avbryt',
  'payPage.status.completed': 'Betalningen är genomförd.',
  'payPage.status.failed': 'Betalningen misslyckades.',
  'payPage.status.cancelled': 'Betalningen avbröts.',
  'payPage.back': 'Tillbaka till {brand}',
} as const;

export type SandboxTextKey = keyof typeof sv;
type Catalogue = Readonly<Record<SandboxTextKey, string>>;

const nb: Catalogue = {
  'transaction.openingBalance': 'Inngående saldo',
  'transaction.purchase': 'Kjøp',
  'transaction.payment': 'Innbetaling',
  'transaction.bankgiroPayment': 'Innbetaling via bankgiro',
  'transaction.automaticPayment': 'Automatisk betaling',
  'transaction.reminderFee': 'Purregebyr',
  'transaction.freeMonthFee': 'Gebyr for betalingsfri måned',
  'transaction.return': 'Retur',
  'cancelReason.outOfStock': 'Utsolgt',
  'cancelReason.customerCancelled': 'Avbestilt av deg',
  'maintenance.title': 'Planlagt vedlikehold',
  'maintenance.message': 'Noen tjenester kan være utilgjengelige en stund. Vi beklager ulempen.',
  'invoice.title': 'Faktura {date}',
  'invoice.ppiTitle': 'Betalingsforsikring, faktura {date}',
  'invoice.company': '{brand}, selskap {company}',
  'invoice.account': 'Kontonummer {account} ({kind})',
  'invoice.kind.konto': 'konto',
  'invoice.kind.monthly': 'månedsfaktura',
  'invoice.dates': 'Fakturadato {date}, forfallsdato {due}',
  'invoice.total': 'Totalt å betale: {amount}',
  'invoice.minimum': 'Minste beløp å betale: {amount}',
  'invoice.paid': 'Betalt: {amount}',
  'invoice.premium': 'Forsikringspremie: {amount}',
  'invoice.reference': '{label}: {reference}',
  'reference.ocr': 'OCR-nummer',
  'reference.kid': 'KID-nummer',
  'reference.finnishReference': 'Finsk referansenummer',
  'reference.rf': 'Referanse (RF)',
  'interest.title': 'Årsoppgave {year}',
  'interest.created': 'Utstedt {date}',
  'interest.account': 'Konto {account} ({brand}): betalt rente {amount}',
  'interest.total': 'Sum betalt rente: {amount}',
  'terms.title': 'Kredittvilkår {brand} ({country})',
  'terms.general': 'Generelle vilkår for kreditt- og fakturakjøp, {currency}.',
  'terms.kontoRate': 'Kontokreditt: nominell rente {nominal} %, effektiv rente {effective} %.',
  'terms.monthlyFee': 'Gebyr for månedsfaktura: {amount}.',
  'terms.note': 'Sandkassedokument: de bindende vilkårene publiseres av kredittgiveren.',
  'insurance.terms': 'Betalingsforsikring - vilkår',
  'insurance.pre-purchase-information': 'Betalingsforsikring - forhåndsinformasjon',
  'insurance.damage-report-sickness': 'Skademelding - sykdom',
  'insurance.damage-report-unemployment': 'Skademelding - arbeidsledighet',
  'insurance.damage-report-hospital': 'Skademelding - sykehusopphold',
  'insurance.damage-report-death': 'Skademelding - dødsfall',
  'insurance.premium': 'Premie {percent} % av saldoen, minst {amount} i måneden.',
  'insurance.formName': 'Navn: ____________________  Fødselsnummer: ______________',
  'insurance.formEvent': 'Dato for hendelsen: __________  Signatur: ______________',
  'payPage.title': 'Testbetaling',
  'payPage.simulator':
    'Dette er sandkassens simulerte betalingsside: ingen ekte betaling gjøres, og ingen penger trekkes.',
  'payPage.method': 'Betalingsmåte',
  'payPage.amount': 'Beløp',
  'payPage.paysFor': 'Gjelder',
  'payPage.reference': 'Referanse',
  'payPage.order': 'Kjøp {id} hos {brand}',
  'payPage.invoice': 'Faktura {date} fra {brand}',
  'payPage.card': 'Kort',
  'payPage.choose':
    'Godkjenn betaler beløpet. Avvis gjør at betalingen mislykkes, som når banken sier nei. Avbryt tar deg tilbake uten å betale.',
  'payPage.confirm': 'Godkjenn betalingen',
  'payPage.decline': 'Avvis betalingen',
  'payPage.cancel': 'Avbryt',
  'payPage.status.completed': 'Betalingen er gjennomført.',
  'payPage.status.failed': 'Betalingen mislyktes.',
  'payPage.status.cancelled': 'Betalingen ble avbrutt.',
  'payPage.back': 'Tilbake til {brand}',
};

const fi: Catalogue = {
  'transaction.openingBalance': 'Alkusaldo',
  'transaction.purchase': 'Ostos',
  'transaction.payment': 'Maksu',
  'transaction.bankgiroPayment': 'Pankkisiirto',
  'transaction.automaticPayment': 'Automaattinen maksu',
  'transaction.reminderFee': 'Muistutusmaksu',
  'transaction.freeMonthFee': 'Maksuttoman kuukauden maksu',
  'transaction.return': 'Palautus',
  'cancelReason.outOfStock': 'Loppunut varastosta',
  'cancelReason.customerCancelled': 'Peruit tilauksen',
  'maintenance.title': 'Suunniteltu huoltokatko',
  'maintenance.message':
    'Jotkin palvelut voivat olla hetken poissa käytöstä. Pahoittelemme aiheutunutta haittaa.',
  'invoice.title': 'Lasku {date}',
  'invoice.ppiTitle': 'Maksuturvavakuutus, lasku {date}',
  'invoice.company': '{brand}, yhtiö {company}',
  'invoice.account': 'Tilinumero {account} ({kind})',
  'invoice.kind.konto': 'tililuotto',
  'invoice.kind.monthly': 'kuukausilasku',
  'invoice.dates': 'Laskun päiväys {date}, eräpäivä {due}',
  'invoice.total': 'Maksettava yhteensä: {amount}',
  'invoice.minimum': 'Vähimmäismaksu: {amount}',
  'invoice.paid': 'Maksettu: {amount}',
  'invoice.premium': 'Vakuutusmaksu: {amount}',
  'invoice.reference': '{label}: {reference}',
  'reference.ocr': 'OCR-viite',
  'reference.kid': 'KID-viite',
  'reference.finnishReference': 'Viitenumero',
  'reference.rf': 'RF-viite',
  'interest.title': 'Korkotodistus {year}',
  'interest.created': 'Annettu {date}',
  'interest.account': 'Tili {account} ({brand}): maksettu korko {amount}',
  'interest.total': 'Maksetut korot yhteensä: {amount}',
  'terms.title': 'Luottoehdot {brand} ({country})',
  'terms.general': 'Luotto- ja laskuostojen yleiset ehdot, {currency}.',
  'terms.kontoRate': 'Tililuotto: nimelliskorko {nominal} %, todellinen vuosikorko {effective} %.',
  'terms.monthlyFee': 'Kuukausilaskun maksu: {amount}.',
  'terms.note': 'Testiympäristön asiakirja: sitovat ehdot julkaisee luotonantaja.',
  'insurance.terms': 'Maksuturvavakuutus - ehdot',
  'insurance.pre-purchase-information': 'Maksuturvavakuutus - ennakkotiedot',
  'insurance.damage-report-sickness': 'Vahinkoilmoitus - sairaus',
  'insurance.damage-report-unemployment': 'Vahinkoilmoitus - työttömyys',
  'insurance.damage-report-hospital': 'Vahinkoilmoitus - sairaalahoito',
  'insurance.damage-report-death': 'Vahinkoilmoitus - kuolema',
  'insurance.premium': 'Vakuutusmaksu {percent} % saldosta, vähintään {amount} kuukaudessa.',
  'insurance.formName': 'Nimi: ____________________  Henkilötunnus: ______________',
  'insurance.formEvent': 'Tapahtumapäivä: __________  Allekirjoitus: ______________',
  'payPage.title': 'Testimaksu',
  'payPage.simulator':
    'Tämä on testiympäristön simuloitu maksusivu: oikeaa maksua ei tehdä eikä rahaa veloiteta.',
  'payPage.method': 'Maksutapa',
  'payPage.amount': 'Summa',
  'payPage.paysFor': 'Kohde',
  'payPage.reference': 'Viite',
  'payPage.order': 'Ostos {id}, {brand}',
  'payPage.invoice': 'Lasku {date}, {brand}',
  'payPage.card': 'Kortti',
  'payPage.choose':
    'Hyväksy maksaa summan. Hylkää saa maksun epäonnistumaan, kuten silloin kun pankki kieltäytyy. Peruuta palauttaa sinut takaisin maksamatta.',
  'payPage.confirm': 'Hyväksy maksu',
  'payPage.decline': 'Hylkää maksu',
  'payPage.cancel': 'Peruuta',
  'payPage.status.completed': 'Maksu on suoritettu.',
  'payPage.status.failed': 'Maksu epäonnistui.',
  'payPage.status.cancelled': 'Maksu peruutettiin.',
  'payPage.back': 'Palaa palveluun {brand}',
};

const da: Catalogue = {
  'transaction.openingBalance': 'Indgående saldo',
  'transaction.purchase': 'Køb',
  'transaction.payment': 'Betaling',
  'transaction.bankgiroPayment': 'Bankgirobetaling',
  'transaction.automaticPayment': 'Automatisk betaling',
  'transaction.reminderFee': 'Rykkergebyr',
  'transaction.freeMonthFee': 'Gebyr for betalingsfri måned',
  'transaction.return': 'Returnering',
  'cancelReason.outOfStock': 'Udsolgt',
  'cancelReason.customerCancelled': 'Afbestilt af dig',
  'maintenance.title': 'Planlagt vedligeholdelse',
  'maintenance.message':
    'Nogle tjenester kan være utilgængelige et stykke tid. Vi beklager ulejligheden.',
  'invoice.title': 'Faktura {date}',
  'invoice.ppiTitle': 'Betalingsforsikring, faktura {date}',
  'invoice.company': '{brand}, selskab {company}',
  'invoice.account': 'Kontonummer {account} ({kind})',
  'invoice.kind.konto': 'konto',
  'invoice.kind.monthly': 'månedsfaktura',
  'invoice.dates': 'Fakturadato {date}, forfaldsdato {due}',
  'invoice.total': 'I alt at betale: {amount}',
  'invoice.minimum': 'Mindstebeløb at betale: {amount}',
  'invoice.paid': 'Betalt: {amount}',
  'invoice.premium': 'Forsikringspræmie: {amount}',
  'invoice.reference': '{label}: {reference}',
  'reference.ocr': 'OCR-nummer',
  'reference.kid': 'KID-nummer',
  'reference.finnishReference': 'Finsk referencenummer',
  'reference.rf': 'Betalingsreference (RF)',
  'interest.title': 'Årsopgørelse {year}',
  'interest.created': 'Udstedt {date}',
  'interest.account': 'Konto {account} ({brand}): betalt rente {amount}',
  'interest.total': 'Betalt rente i alt: {amount}',
  'terms.title': 'Kreditvilkår {brand} ({country})',
  'terms.general': 'Generelle vilkår for kredit- og fakturakøb, {currency}.',
  'terms.kontoRate': 'Kontokredit: pålydende rente {nominal} %, effektiv rente {effective} %.',
  'terms.monthlyFee': 'Gebyr for månedsfaktura: {amount}.',
  'terms.note': 'Sandkassedokument: de bindende vilkår offentliggøres af kreditgiveren.',
  'insurance.terms': 'Betalingsforsikring - vilkår',
  'insurance.pre-purchase-information': 'Betalingsforsikring - forhåndsinformation',
  'insurance.damage-report-sickness': 'Skadesanmeldelse - sygdom',
  'insurance.damage-report-unemployment': 'Skadesanmeldelse - ledighed',
  'insurance.damage-report-hospital': 'Skadesanmeldelse - hospitalsophold',
  'insurance.damage-report-death': 'Skadesanmeldelse - dødsfald',
  'insurance.premium': 'Præmie {percent} % af saldoen, mindst {amount} om måneden.',
  'insurance.formName': 'Navn: ____________________  CPR-nummer: ______________',
  'insurance.formEvent': 'Dato for hændelsen: __________  Underskrift: ______________',
  'payPage.title': 'Testbetaling',
  'payPage.simulator':
    'Dette er sandkassens simulerede betalingsside: der foretages ingen rigtig betaling, og der trækkes ingen penge.',
  'payPage.method': 'Betalingsmåde',
  'payPage.amount': 'Beløb',
  'payPage.paysFor': 'Vedrører',
  'payPage.reference': 'Reference',
  'payPage.order': 'Køb {id} hos {brand}',
  'payPage.invoice': 'Faktura {date} fra {brand}',
  'payPage.card': 'Kort',
  'payPage.choose':
    'Godkend betaler beløbet. Afvis får betalingen til at mislykkes, som når banken siger nej. Annuller fører dig tilbage uden at betale.',
  'payPage.confirm': 'Godkend betalingen',
  'payPage.decline': 'Afvis betalingen',
  'payPage.cancel': 'Annuller',
  'payPage.status.completed': 'Betalingen er gennemført.',
  'payPage.status.failed': 'Betalingen mislykkedes.',
  'payPage.status.cancelled': 'Betalingen blev annulleret.',
  'payPage.back': 'Tilbage til {brand}',
};

export const sandboxCatalogues: Readonly<Record<LocaleCode, Catalogue>> = { sv, nb, fi, da };

/** The invoice lines the sandbox writes (Transaction.transactionDescription): `transaction.*`. */
export type TransactionText = SandboxTextKey extends infer K
  ? K extends `transaction.${infer T}`
    ? T
    : never
  : never;
/** The cancel reasons (Order.cancelReason): `cancelReason.*`. */
export type CancelReason = SandboxTextKey extends infer K
  ? K extends `cancelReason.${infer T}`
    ? T
    : never
  : never;

/** A text in the language of the customer's country, with its `{name}` parts filled in. */
export function sandboxText(
  country: CountryCode,
  key: SandboxTextKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return sandboxCatalogues[countryLocale[country]][key].replace(/\{(\w+)\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  );
}
