/**
 * Whether the shopper may use the night safe: a signed-in frequent customer (domain decisions:
 * pickups and returns outside the branch's hours). Every calendar asks this, so closed days show
 * as open for the safe only to whom the checkout will allow it.
 */
import { isLoggedInAtom } from '@shop/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { accountDetailQuery } from './get-account-detail';

export function useNightSafe(): boolean {
  const signedIn = useAtomValue(isLoggedInAtom);
  const { data } = useQuery({ ...accountDetailQuery(), enabled: signedIn });
  return signedIn && data?.frequentCustomer === true;
}
