import { i18n } from '@shop/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DateRangePicker, type DateRangeValue } from './date-range-picker';

function Harness({ onChange, min }: { onChange: (value: DateRangeValue) => void; min?: string }) {
  const [value, setValue] = useState<DateRangeValue>({ from: null, to: null });
  return (
    <I18nextProvider i18n={i18n}>
      <DateRangePicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        locale="cs"
        label="Termín pronájmu"
        {...(min ? { min } : {})}
      />
    </I18nextProvider>
  );
}

// Clicking through a month of days takes a few seconds on a busy machine.
jest.setTimeout(20_000);

describe('date-range picker', () => {
  it('is a labelled group whose days are picked by mouse or keyboard', async () => {
    await i18n.changeLanguage('cs');
    const user = userEvent.setup();
    const changes: DateRangeValue[] = [];
    render(<Harness onChange={(value) => changes.push(value)} min="2030-01-07" />);
    const picker = screen.getByRole('group', { name: 'Termín pronájmu' });
    // The calendar's module loads once the picker is shown.
    expect(await within(picker).findByRole('grid', { name: 'leden 2030' })).toBeInTheDocument();
    expect(within(picker).getByText('Vyberte den vyzvednutí a den vrácení.')).toBeInTheDocument();
    // Days before the first allowed one are disabled.
    expect(within(picker).getByRole('button', { name: 'neděle, 6. ledna 2030' })).toBeDisabled();

    await user.click(within(picker).getByRole('button', { name: 'pondělí, 7. ledna 2030' }));
    expect(changes.at(-1)).toEqual({ from: '2030-01-07', to: '2030-01-07' });
    // Arrow keys move between days, Enter picks the end of the range.
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(changes.at(-1)).toEqual({ from: '2030-01-07', to: '2030-01-09' });
    expect(
      within(picker).getByText('Vyzvednutí 7. 1. 2030, vrácení 9. 1. 2030'),
    ).toBeInTheDocument();

    await user.click(within(picker).getByRole('button', { name: 'Zrušit výběr termínu' }));
    expect(changes.at(-1)).toEqual({ from: null, to: null });
  });

  it('marks the days the branches are closed, weekends and public holidays, and names them so', async () => {
    await i18n.changeLanguage('cs');
    const user = userEvent.setup();
    const changes: DateRangeValue[] = [];
    render(<Harness onChange={(value) => changes.push(value)} min="2030-12-02" />);
    const picker = screen.getByRole('group', { name: 'Termín pronájmu' });
    expect(await within(picker).findByRole('grid', { name: 'prosinec 2030' })).toBeInTheDocument();
    const closed = [
      'sobota, 21. prosince 2030, pobočka zavřena',
      'neděle, 22. prosince 2030, pobočka zavřena',
      'úterý, 24. prosince 2030, pobočka zavřena',
      'středa, 25. prosince 2030, pobočka zavřena',
    ];
    for (const name of closed) expect(within(picker).getByRole('button', { name })).toBeEnabled();
    expect(
      within(picker).getByRole('button', { name: 'pondělí, 23. prosince 2030' }),
    ).toBeEnabled();
    expect(
      within(picker).getByText('Přeškrtnuté dny má pobočka zavřeno (víkendy a svátky).'),
    ).toBeInTheDocument();
    // Marked, not refused: other ways (a courier, the night safe) may still take such a day.
    await user.click(within(picker).getByRole('button', { name: closed[0] }));
    expect(changes.at(-1)).toEqual({ from: '2030-12-21', to: '2030-12-21' });
  });
});
