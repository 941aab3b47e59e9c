/**
 * The profile's reads, each one generated query (generated/api/queries/) through the app's
 * client, so every profile page shares one cache entry per answer.
 */
import { useQuery } from '@tanstack/react-query';
import { customerInfoQuery } from '../../../generated/api/queries/getCustomerInfo.js';
import { emailsQuery } from '../../../generated/api/queries/getEmails.js';
import { preferencesQuery } from '../../../generated/api/queries/getPreferences.js';
import { termsAndConditionsQuery } from '../../../generated/api/queries/getTermsAndConditions.js';
import { yearlyInterestReportsQuery } from '../../../generated/api/queries/getYearlyInterestReports.js';
import { appTransport } from '../../shared/api/transport.js';

export const useCustomerInfo = () => useQuery(customerInfoQuery(appTransport));
export const useEmails = () => useQuery(emailsQuery(appTransport));
export const usePreferences = () => useQuery(preferencesQuery(appTransport));
export const useTermsAndConditions = () => useQuery(termsAndConditionsQuery(appTransport));
export const useYearlyInterestReports = () => useQuery(yearlyInterestReportsQuery(appTransport));
