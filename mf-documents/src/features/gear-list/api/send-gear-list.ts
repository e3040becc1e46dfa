/** POST /order/product-list-send: e-mails the link of the list the code opens. */
import { postForm } from '@shop/shared/api-client';
import type { GearListSendRequest, GearListSendResponse } from '@shop/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export async function postGearListSend(request: GearListSendRequest): Promise<void> {
  await postForm<GearListSendResponse>('/order/product-list-send', { ...request });
}

export function sendGearListMutation() {
  return mutationOptions({
    mutationKey: ['gear-list', 'send'],
    mutationFn: postGearListSend,
  });
}
