import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

/** The levels of the headings a screen reader finds, in order (a hidden panel's left out). */
const headingLevels = () =>
  screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

describe('product tabs', () => {
  it('open each panel with a second-level heading, so the headings in it skip no level', async () => {
    const user = userEvent.setup();
    render(
      <>
        <h1>Sony FX6 – dokumentární set</h1>
        <Tabs
          label="Informace o produktu"
          tabs={[
            { id: 'parameters', title: 'Parametry', content: <h3>Obsah setu</h3> },
            {
              id: 'alternatives',
              title: 'Alternativy (1)',
              content: (
                <ul>
                  <li>
                    <h3>Sony FX3</h3>
                  </li>
                </ul>
              ),
            },
          ]}
        />
      </>,
    );
    const parameters = screen.getByRole('tabpanel', { name: 'Parametry' });
    expect(within(parameters).getByRole('heading', { level: 2 })).toHaveTextContent('Parametry');
    expect(headingLevels()).toEqual([1, 2, 3]);

    await user.click(screen.getByRole('tab', { name: 'Alternativy (1)' }));
    const alternatives = screen.getByRole('tabpanel', { name: 'Alternativy (1)' });
    expect(within(alternatives).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Alternativy (1)',
    );
    expect(headingLevels()).toEqual([1, 2, 3]);
  });
});
