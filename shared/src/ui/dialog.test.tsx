import { i18n } from '@shop/shared/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Modal, SlideOver } from './dialog';

function Harness({ kind }: { kind: 'modal' | 'slide' }) {
  const [open, setOpen] = useState(false);
  const Dialog = kind === 'modal' ? Modal : SlideOver;
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Sdílet košík
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Sdílet košík"
        description="Pošleme odkaz e-mailem."
      >
        <label>
          E-mail <input />
        </label>
      </Dialog>
    </I18nextProvider>
  );
}

describe.each(['modal', 'slide'] as const)('%s dialog', (kind) => {
  it('is labelled, traps focus, closes on Esc and returns focus to the opener', async () => {
    await i18n.changeLanguage('cs');
    render(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Sdílet košík' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sdílet košík' });
    expect(dialog).toHaveAccessibleDescription('Pošleme odkaz e-mailem.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its labelled close button', async () => {
    render(<Harness kind={kind} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sdílet košík' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
