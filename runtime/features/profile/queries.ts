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
import { appClient } from '../../shared/api/client.js';

export const useCustomerInfo = () => useQuery(customerInfoQuery(appClient));
export const useEmails = () => useQuery(emailsQuery(appClient));
export const usePreferences = () => useQuery(preferencesQuery(appClient));
export const useTermsAndConditions = () => useQuery(termsAndConditionsQuery(appClient));
export const useYearlyInterestReports = () => useQuery(yearlyInterestReportsQuery(appClient));
