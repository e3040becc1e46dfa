/**
 * Test helper (not a test file): an order billed to a company, and an administrator of that
 * company signed in. The owner places the order (`signedInCustomerWithOrder`), keeps a company,
 * bills the order to it and names a second customer its administrator; that customer registers,
 * confirms the e-mailed link (a contact's roles count only for a confirmed e-mail) and signs in.
 * Everything goes through the real API.
 */
import { apiClient, postForm } from '@shop/shared/api-client';
import type { CompanyResponse, OrderUpdateResponse } from '@shop/shared/contract';
import { emailedLinkToken, signInThroughApi } from '@test/api-session';
import { PASSWORD, signedInCustomerWithOrder } from './account-with-order';

export interface CompanyOrder {
  orderNumber: string;
  companyName: string;
  ownerEmail: string;
  administratorEmail: string;
}

/** An order billed to the owner's company; its administrator (not the owner) is signed in. */
export async function signedInCompanyAdministrator(projectName: string): Promise<CompanyOrder> {
  const { orderNumber, email: ownerEmail } = await signedInCustomerWithOrder(projectName);
  const companyName = `Filmová ${Date.now() % 100_000} s.r.o.`;
  const { result: company } = await postForm<CompanyResponse>('/user-company/save', {
    company: {
      name: companyName,
      street: 'Komunardů 1',
      city: 'Praha 7',
      zipCode: '170 00',
      country: 'CZ',
      taxRegNo: '27082440',
    },
  });
  const administratorEmail = `spravce-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  await postForm<CompanyResponse>('/company-contact/save', {
    companyId: company.id,
    contact: { email: administratorEmail, roleId: ['administrator'] },
  });
  await apiClient().post<OrderUpdateResponse>('/order/update', {
    orderNumber,
    orderAction: 'editBillingCustomer',
    billingCustomerId: company.id,
  });

  await postForm('/user-account/register', {
    firstname: 'Petr',
    lastname: 'Správce',
    email: administratorEmail,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await postForm('/user-account/confirm-email', {
    token: await emailedLinkToken(administratorEmail, '(?:/registrace|/en/registration)'),
  });
  await signInThroughApi(administratorEmail, PASSWORD);
  return { orderNumber, companyName, ownerEmail, administratorEmail };
}
