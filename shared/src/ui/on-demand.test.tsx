import { i18n } from '@shop/shared/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { OnDemandSection, onDemand } from './on-demand';

function NameField({ label }: { label: string }) {
  return (
    <label>
      {label} <input />
    </label>
  );
}

/** A module load the test answers when it wants: `loads` counts the loads asked for. */
function controlledLoad() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof NameField }>((resolve, reject) => {
        pending.push({ resolve: () => resolve({ default: NameField }), reject });
      }),
  );
  return { load, pending };
}

describe('onDemand', () => {
  it('loads the code once however often the shopper shows intent', async () => {
    const { load, pending } = controlledLoad();
    const demand = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    demand.preload();
    demand.preload();
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]?.resolve();
    await Promise.resolve();
    demand.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on the next intent after a failed load', async () => {
    const { load, pending } = controlledLoad();
    const demand = onDemand(load);
    demand.preload();
    pending[0]?.reject(new Error('offline'));
    await waitFor(() => {
      demand.preload();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});

function renderSection(demand: ReturnType<typeof onDemand<{ label: string }>>) {
  render(
    <I18nextProvider i18n={i18n}>
      <OnDemandSection
        id="voucher"
        title="Slevový poukaz"
        openLabel="Zadat kód poukazu"
        content={demand}
        props={{ label: 'Kód poukazu' }}
      />
    </I18nextProvider>,
  );
  return screen.getByRole('button', { name: 'Zadat kód poukazu' });
}

describe('OnDemandSection', () => {
  it('loads its form when the shopper points at the button, opens it once the code is in and focuses its field', async () => {
    const { load, pending } = controlledLoad();
    const open = renderSection(onDemand(load));
    expect(screen.getByRole('region', { name: 'Slevový poukaz' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerEnter(open);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(open);
    expect(load).toHaveBeenCalledTimes(1);
    // Until the code is in, the button stays, busy, with the focus.
    expect(open).toHaveAttribute('aria-busy', 'true');
    expect(open).toHaveFocus();
    pending[0]?.resolve();
    const field = await screen.findByRole('textbox', { name: 'Kód poukazu' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Zadat kód poukazu' })).not.toBeInTheDocument();
  });

  it('says when the code did not come, and opens on the next try', async () => {
    await i18n.changeLanguage('cs');
    const { load, pending } = controlledLoad();
    const open = renderSection(onDemand(load));
    await userEvent.click(open);
    pending[0]?.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Data se nepodařilo načíst. Zkuste to prosím znovu.',
    );
    expect(open).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(open);
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]?.resolve();
    expect(await screen.findByRole('textbox', { name: 'Kód poukazu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
