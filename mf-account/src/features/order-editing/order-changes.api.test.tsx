/**
 * Changing an order from its detail page, against the real API: every dialog shows the price the
 * API previews before anything is kept, and the page shows the order as the API answers it.
 */
import { apiClient, getJson } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type {
  AccountOrderDetail,
  AccountOrderResponse,
  OrderUpdateResponse,
} from '@shop/shared/contract';
import { isBusinessDay } from '@shop/shared/rules/opening-hours';
import { addDays, formatDateTime, splitDateTime } from '@shop/shared/rules/prague-time';
import { renderPage } from '@test/render-page';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserAccountOrderIdPage from '../../pages/user-account-order-id/user-account-order-id-page';
import { signedInCustomerWithOrder } from '../../testing/account-with-order';
import { signedInCompanyAdministrator } from '../../testing/company-order';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const cs = (id: string) => ({ path: `/ucet/objednavka/${id}`, pattern: '/ucet/objednavka/:id' });
const en = (id: string) => ({
  path: `/en/account/order/${id}`,
  pattern: '/en/account/order/:id',
  locale: 'en' as const,
});

/** Whole CZK of a shown price ('1 234 CZK' → 1234). */
const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

let quietWeeks = 0;

/**
 * Moves the order's dated block some weeks on, past every other test's orders (they rent the
 * same camera in the coming weeks), to a week whose days from pickup to two days after the
 * return are all business days, so what the test asks for is free and the branch is open.
 */
async function inQuietWeek(orderNumber: string): Promise<AccountOrderDetail> {
  const { result } = await getJson<AccountOrderResponse>(`/order/${orderNumber}`);
  const [block] = result.blocks;
  if (!block?.groupId || !block.from || !block.to) throw new Error('the order has no dated block');
  const from = splitDateTime(block.from);
  const to = splitDateTime(block.to);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    quietWeeks += 1;
    const days = 7 * (40 + (Date.now() % 50) + 3 * quietWeeks);
    const span = Array.from({ length: 3 }, (_, index) => addDays(to.date, days + index)).concat(
      addDays(from.date, days),
    );
    if (!span.every(isBusinessDay)) continue;
    const { data } = await apiClient().post<OrderUpdateResponse>('/order/update', {
      orderNumber,
      orderAction: 'editGroupDate',
      groupId: block.groupId,
      dateFrom: `${addDays(from.date, days)}T${from.time}`,
      dateTo: `${addDays(to.date, days)}T${to.time}`,
    });
    return data.result;
  }
  throw new Error('no quiet week found');
}

async function openDialog(button: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('changing an order (against the real API)', () => {
  afterEach(() => clearTokens());

  it('extends the rental: the new price first, then the order with the later return', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Prodloužení');
    const before = await inQuietWeek(orderNumber);
    const to = splitDateTime(before.blocks[0]?.to);
    const newReturn = formatDateTime(`${addDays(to.date, 1)}T${to.time}`, 'cs');
    await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));

    const dialog = await openDialog('Prodloužit pronájem', 'Prodloužit pronájem');
    expect(within(dialog).getByRole('radio', { name: 'O 1 den' })).toBeChecked();
    expect(within(dialog).getByTestId('extend-new-return')).toHaveTextContent(newReturn);
    const after = within(dialog).getByTestId('price-after');
    await waitFor(() => expect(after).toHaveTextContent(/CZK/));
    const newTotal = amount(after.textContent);
    expect(newTotal).toBeGreaterThan(before.totalWithVat);
    expect(within(dialog).getByText('Veškerá technika je v tomto termínu volná.')).toBeVisible();
    // Only priced, not kept: the order still ends where it did.
    expect(
      (await getJson<AccountOrderResponse>(`/order/${orderNumber}`)).result.blocks[0]?.to,
    ).toBe(before.blocks[0]?.to);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Prodloužit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const items = screen.getByRole('region', { name: 'Položky' });
    expect(within(items).getByRole('table')).toHaveAccessibleName(new RegExp(`– ${newReturn}$`));
    const summary = screen.getByRole('region', { name: 'Přehled' });
    expect(amount(within(summary).getByText(/CZK/, { selector: 'strong' }).textContent)).toBe(
      newTotal,
    );
    expect(screen.getByRole('region', { name: 'Historie objednávky' })).toHaveTextContent(
      'Změna termínu',
    );
  });

  it('asks before cancelling an item, then shows it struck through as cancelled (en)', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Cancel line');
    await renderPage(<UserAccountOrderIdPage />, en(orderNumber));

    const dialog = await openDialog('Cancel items', 'Cancel items');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the chosen items' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByTestId('price-after')).toHaveTextContent('Choose a change first');
    const [line] = within(dialog).getAllByRole('checkbox');
    if (!line) throw new Error('no line to cancel');
    await userEvent.click(line);
    await waitFor(() => expect(within(dialog).getByTestId('price-after')).toHaveTextContent(/CZK/));
    expect(within(dialog).getByText('Cancelled items cannot be restored.')).toBeVisible();
    // Nothing is cancelled while the customer is still asked.
    // (The modal hides the page from the accessibility tree meanwhile.)
    const items = screen.getByRole('region', { name: 'Items', hidden: true });
    expect(within(items).queryByText('cancelled')).not.toBeInTheDocument();

    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(items).getByText('cancelled').closest('tr');
    expect(row).toHaveClass('canceled');
    expect(screen.getByRole('region', { name: 'Order history' })).toHaveTextContent(
      'Items cancelled',
    );
  });

  it('insures the order for Europe with countries ticked from the list, named in Czech', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Pojištění');
    await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));

    const dialog = await openDialog('Změnit pojištění', 'Pojištění');
    const confirm = within(dialog).getByRole('button', { name: 'Změnit pojištění' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pojištění pro celý svět' }));
    const worldwide = within(dialog).getByRole('group', {
      name: 'Země, kde bude technika použita',
    });
    await userEvent.click(within(worldwide).getByRole('checkbox', { name: 'Spojené státy' }));
    // Europe has no United States: its list does not offer it, and nothing is ticked yet.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pojištění pro Evropu' }));
    const europe = within(dialog).getByRole('group', { name: 'Země, kde bude technika použita' });
    expect(within(europe).queryByRole('checkbox', { name: 'Spojené státy' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Rodné číslo'), '7801233540');
    expect(confirm).toBeDisabled();

    await userEvent.click(within(europe).getByRole('checkbox', { name: 'Německo' }));
    await userEvent.click(within(europe).getByRole('checkbox', { name: 'Rakousko' }));
    await waitFor(() => expect(within(dialog).getByTestId('price-after')).toHaveTextContent(/CZK/));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const insurance = screen.getByRole('region', { name: 'Pojištění' });
    expect(insurance).toHaveTextContent('Pojištění pro Evropu');
    expect(insurance).toHaveTextContent('Země: Německo, Rakousko');
  });

  it.each([
    ['cs', cs, 'Změnit počty kusů', 'Tolik kusů této položky nemáme.'],
    ['en', en, 'Change quantities', 'We do not have that many pieces of this item.'],
  ] as const)(
    'shows a refusal’s code as text in %s and keeps the dialog open',
    async (_, at, title, text) => {
      const { orderNumber } = await signedInCustomerWithOrder('Příliš mnoho');
      await renderPage(<UserAccountOrderIdPage />, at(orderNumber));

      const dialog = await openDialog(title, title);
      const [quantity] = within(dialog).getAllByRole('spinbutton');
      if (!quantity) throw new Error('no quantity to change');
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '50');
      expect(await within(dialog).findByText(new RegExp(text))).toBeVisible();
      expect(
        within(dialog).getByRole('button', { name: /^Změnit počty$|^Change quantities$/ }),
      ).toBeDisabled();
      expect(screen.getByRole('dialog')).toBe(dialog);
    },
  );

  it('opens billing with the company the order is billed to chosen, also one typed in at checkout', async () => {
    const company = {
      name: 'Ručně psaná s.r.o.',
      taxRegNo: '27082440',
      street: 'Komunardů 1',
      city: 'Praha 7',
      zipCode: '170 00',
      country: 'CZ',
    };
    const { orderNumber } = await signedInCustomerWithOrder('Fakturace firmě', { company });
    await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));
    expect(await screen.findByRole('region', { name: 'Přehled' })).toHaveTextContent(company.name);

    const dialog = await openDialog('Změnit fakturační údaje', 'Fakturační údaje');
    const billed = await within(dialog).findByRole('radio', {
      name: 'Ručně psaná s.r.o. (IČO 27082440)',
    });
    expect(billed).toBeChecked();
    const person = within(dialog).getByRole('radio', {
      name: 'Na osobu, která objednávala (bez firmy)',
    });
    expect(person).not.toBeChecked();
    // Nothing chosen differs from the order yet: nothing to confirm.
    const confirm = within(dialog).getByRole('button', { name: 'Změnit fakturační údaje' });
    expect(confirm).toBeDisabled();
    // Billing the person is a change like any other, priced first.
    await userEvent.click(person);
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(billed);
    await waitFor(() => expect(confirm).toBeDisabled());
  });

  it('asks again before a billing change takes the order out of reach (33), then leaves it', async () => {
    const { orderNumber, companyName } = await signedInCompanyAdministrator('Firemní');
    await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));
    expect(await screen.findByRole('region', { name: 'Přehled' })).toHaveTextContent(companyName);

    const dialog = await openDialog('Změnit fakturační údaje', 'Fakturační údaje');
    // The order's company is chosen when the dialog opens.
    expect(
      await within(dialog).findByRole('radio', { name: `${companyName} (IČO 27082440)` }),
    ).toBeChecked();
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: 'Na osobu, která objednávala (bez firmy)' }),
    );
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Změnou fakturačních údajů ztratíte přístup k objednávce.');
    expect(within(dialog).getByRole('button', { name: 'Změnit fakturační údaje' })).toBeDisabled();
    // Still the company's until the customer confirms once more.
    expect((await getJson<AccountOrderResponse>(`/order/${orderNumber}`)).result.company).toBe(
      companyName,
    );

    await userEvent.click(
      within(warning).getByRole('button', { name: 'Přesto změnit fakturační údaje' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(getJson(`/order/${orderNumber}`)).rejects.toMatchObject({
      response: { status: 404 },
    });
  });

  it('adds equipment found by its name to a dated block: the new price first, then the line', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Přidat techniku');
    const before = await inQuietWeek(orderNumber);
    await renderPage(<UserAccountOrderIdPage />, cs(orderNumber));

    const dialog = await openDialog('Přidat techniku', 'Přidat techniku');
    const search = within(dialog).getByRole('combobox', { name: /Produkt/ });
    await userEvent.type(search, 'np-fz100');
    expect(await within(dialog).findByRole('option', { name: /Sony NP-FZ100/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(search).toHaveValue('Sony NP-FZ100');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    // Sold and rented alike: rented for the block unless the customer buys it.
    expect(within(dialog).getByRole('radio', { name: /^Půjčit/ })).toBeChecked();
    const quantity = within(dialog).getByRole('spinbutton', { name: /Počet kusů/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    const after = within(dialog).getByTestId('price-after');
    await waitFor(() => expect(after).toHaveTextContent(/CZK/));
    const newTotal = amount(after.textContent);
    expect(newTotal).toBeGreaterThan(before.totalWithVat);
    expect(within(dialog).getByText('Veškerá technika je v tomto termínu volná.')).toBeVisible();
    // Only priced, not kept.
    const kept = await getJson<AccountOrderResponse>(`/order/${orderNumber}`);
    expect(kept.result.totalWithVat).toBe(before.totalWithVat);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const items = screen.getByRole('region', { name: 'Položky' });
    const row = within(items).getByRole('rowheader', { name: 'Sony NP-FZ100' }).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('2');
    const summary = screen.getByRole('region', { name: 'Přehled' });
    expect(amount(within(summary).getByText(/CZK/, { selector: 'strong' }).textContent)).toBe(
      newTotal,
    );
  });

  it('refuses more pieces than are free for the block next to the fields (en)', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Too many batteries');
    await inQuietWeek(orderNumber);
    await renderPage(<UserAccountOrderIdPage />, en(orderNumber));

    const dialog = await openDialog('Add equipment', 'Add equipment');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Product/ }), 'NP-FZ100');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Sony NP-FZ100/ }));
    const quantity = within(dialog).getByRole('spinbutton', { name: /Pieces/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    expect(
      await within(dialog).findByText(
        'The requested items cannot be added. Sony NP-FZ100 is not free for these dates.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('sends the equipment by courier both ways: 2 × 290 CZK without VAT (en)', async () => {
    const { orderNumber } = await signedInCustomerWithOrder('Courier');
    const before = await inQuietWeek(orderNumber);
    await renderPage(<UserAccountOrderIdPage />, en(orderNumber));

    const dialog = await openDialog('Change shipping', 'Shipping');
    const pickup = await within(dialog).findByRole('group', { name: /^Pickup/ });
    // The order's branch is chosen as it stands; nothing to price yet.
    expect(within(pickup).getByRole('radio', { checked: true })).toHaveAccessibleName(
      /^At a branch: .+ – free$/,
    );
    expect(within(dialog).getByTestId('price-after')).toHaveTextContent('Choose a change first');
    await userEvent.click(
      within(pickup).getByRole('radio', { name: /^Courier – 290\sCZK without VAT$/ }),
    );
    await userEvent.selectOptions(
      within(pickup).getByRole('combobox', { name: /Delivery time/ }),
      '08-12',
    );
    await userEvent.type(within(pickup).getByLabelText(/Street and number/), 'Komunardů 1');
    await userEvent.type(within(pickup).getByLabelText(/Town/), 'Praha 7');
    await userEvent.type(within(pickup).getByLabelText(/Postcode/), '170 00');
    const ret = within(dialog).getByRole('group', { name: /^Return/ });
    await userEvent.click(within(ret).getByRole('radio', { name: /^Courier/ }));
    await userEvent.selectOptions(
      within(ret).getByRole('combobox', { name: /Delivery time/ }),
      '16-20',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Collect the return at the same address' }),
    ).toBeChecked();
    const after = within(dialog).getByTestId('price-after');
    await waitFor(() => expect(after).toHaveTextContent(/CZK/));
    const newTotal = amount(after.textContent);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Change shipping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    const rows = within(shipping).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toHaveTextContent('Courier');
      expect(amount(within(row).getAllByRole('cell').at(-1)?.textContent ?? '')).toBe(290);
    }
    const { result } = await getJson<AccountOrderResponse>(`/order/${orderNumber}`);
    expect(result.price - before.price).toBe(2 * 290);
    expect(result.totalWithVat).toBe(newTotal);
  });
});
