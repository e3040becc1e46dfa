import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchOption } from './search-options';

/**
 * The search box's list as an ARIA 1.2 combobox: whether it is open and which option is active.
 * ↓ / ↑ move through the options (once there are suggestions), Enter opens the active one (with
 * none active the form submits), Esc closes the list and a second Esc clears the text; leaving the
 * form closes it.
 */
export function useSearchCombobox({
  options,
  hasSuggestions,
  text,
  setText,
}: {
  options: SearchOption[];
  hasSuggestions: boolean;
  text: string;
  setText: (text: string) => void;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && hasSuggestions;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (path: string) => {
    close();
    navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!hasSuggestions) return;
        setOpen(true);
        setActive((index) => (!expanded || index >= options.length - 1 ? 0 : index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!hasSuggestions) return;
        setOpen(true);
        setActive((index) => (!expanded || index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          go(option.path);
        }
        // Otherwise the form submits: the search page.
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const onChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
  };

  const onFocus = () => setOpen(true);

  return { expanded, active, setActive, go, onKeyDown, onBlur, onChange, onFocus };
}
