/**
 * The four countries next to each other, each in its own app frame (a router of its own with
 * its texts and terms), for comparing lengths and wording across the languages at a glance.
 * Stories using it set `parameters: { frame: false }` so the preview draws no frame around them.
 */
import type { ReactNode } from 'react';
import { countryCodes, countryLocale, type CountryCode } from '../generated/countries/index.js';
import { AppFrame, type ShellParameters } from './app-frame.js';

export function SideBySide({
  shell,
  children,
}: {
  shell?: ShellParameters;
  children: (country: CountryCode) => ReactNode;
}) {
  return (
    <div className="story-countries">
      {countryCodes.map((country) => (
        <section key={country} className="story-country" lang={countryLocale[country]}>
          <h2 className="story-country-name">{country.toUpperCase()}</h2>
          <AppFrame country={country} shell={shell}>
            {children(country)}
          </AppFrame>
        </section>
      ))}
    </div>
  );
}
