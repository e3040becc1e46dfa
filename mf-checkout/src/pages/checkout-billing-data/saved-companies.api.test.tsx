/** The billing step's saved companies against the real API: a signed-in customer and a guest. */
import { postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { Company, CompanyResponse } from '@shop/shared/contract';
import { signInThroughApi, TEST_PASSWORD } from '@test/api-session';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  completeCart,
  currentCart,
  currentLocation,
  forgetCart,
  placeOrder,
  renderCheckoutPage,
  updateCurrentCart,
} from '../../testing/render-checkout';
import CheckoutBillingDataPage from './checkout-billing-data-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const en = { path: '/en/checkout/billing-data', locale: 'en' as const };
const PASSWORD = TEST_PASSWORD;

/** A customer who opened an account with an order, signed in, keeping a company. */
async function signedInWithCompany(): Promise<Company> {
  const email = `firma-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  await completeCart();
  await act(async () => {
    const reply = await updateCurrentCart({
      kind: 'PersonalData',
      customer: {
        firstname: 'Jana',
        lastname: 'Nováková',
        email,
        phone: '+420603123456',
        register: true,
      },
      createAccount: { password: PASSWORD },
    });
    if (!reply.success) throw new Error(`PersonalData refused: ${reply.errorKey}`);
    if (!(await placeOrder()).success) throw new Error('The order was refused');
  });
  forgetCart();
  await signInThroughApi(email, PASSWORD);
  const saved = await postForm<CompanyResponse>('/user-company/save', {
    company: JSON.stringify({
      name: 'Klapka Film s.r.o.',
      street: 'Komunardů 894/32',
      city: 'Praha 7',
      zipCode: '170 00',
      country: 'CZ',
      taxRegNo: '27104583',
      vatRegNo: 'CZ27104583',
    }),
  });
  return saved.result;
}

describe('saved companies at the billing step', () => {
  beforeEach(() => forgetCart());
  afterEach(() => clearTokens());

  it('offers a signed-in customer their company, fills the fields and sends its id', async () => {
    const company = await signedInWithCompany();
    await completeCart();
    await renderCheckoutPage(<CheckoutBillingDataPage />, en);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bill to a company' }));
    const saved = await screen.findByRole('combobox', { name: 'Saved company' });
    await userEvent.selectOptions(saved, 'Klapka Film s.r.o. (27104583)');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Klapka Film s.r.o.');
    expect(screen.getByRole('textbox', { name: 'Company ID' })).toHaveValue('27104583');
    expect(screen.getByRole('textbox', { name: 'VAT ID' })).toHaveValue('CZ27104583');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    await screen.findByTestId('location');
    expect(currentLocation()).toBe('/en/checkout/summary');
    expect(currentCart().billingCustomer).toMatchObject({
      customerId: company.id,
      name: 'Klapka Film s.r.o.',
      taxRegNo: '27104583',
    });
  });

  it('shows a guest the company fields only, billed with customerId 0', async () => {
    await completeCart();
    await renderCheckoutPage(<CheckoutBillingDataPage />, en);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bill to a company' }));
    expect(screen.getByRole('textbox', { name: 'Company ID' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Saved company' })).toBeNull();
  });
});
