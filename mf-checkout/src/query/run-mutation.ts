/**
 * Runs a mutation outside React (the background cart service, the cart lifecycle, test set-up)
 * through the page's one query client, with the same options, scope and callbacks as `useMutation`.
 */
import { queryClient } from '@shop/shared/query';
import { type DefaultError, MutationObserver, type MutationOptions } from '@tanstack/react-query';

export function runMutation<TData, TVariables, TContext>(
  options: MutationOptions<TData, DefaultError, TVariables, TContext>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}
