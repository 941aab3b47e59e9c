/**
 * The profile's reads, each one generated query (generated/api/queries.ts) through the app's
 * client, so every profile page shares one cache entry per answer.
 */
import { useQuery } from '@tanstack/react-query';
import {
  customerInfoQuery,
  emailsQuery,
  preferencesQuery,
  termsAndConditionsQuery,
  yearlyInterestReportsQuery,
} from '../../../generated/api/queries.js';
import { appTransport } from '../../shared/api/transport.js';

export const useCustomerInfo = () => useQuery(customerInfoQuery(appTransport));
export const useEmails = () => useQuery(emailsQuery(appTransport));
export const usePreferences = () => useQuery(preferencesQuery(appTransport));
export const useTermsAndConditions = () => useQuery(termsAndConditionsQuery(appTransport));
export const useYearlyInterestReports = () => useQuery(yearlyInterestReportsQuery(appTransport));
