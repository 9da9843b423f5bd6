import { Modal } from '../../ui/dialog/Modal';
import { SHORTCUTS, displayKeys } from './shortcut-list';
import './shortcuts.css';

interface ShortcutsPanelProps {
  onClose: () => void;
}

const GROUPS = [...new Set(SHORTCUTS.map((shortcut) => shortcut.group))];

/** Help: every shortcut of the app, from the one list the keys are dispatched from. */
export function ShortcutsPanel({ onClose }: ShortcutsPanelProps) {
  return (
    <Modal title="Keyboard shortcuts" onClose={onClose} wide initialFocus=".shortcuts__close">
      {/* On a short window the list scrolls inside, under the title and above Close, which stay in sight. */}
      <div className="shortcuts__scroll" role="region" aria-label="Every shortcut" tabIndex={0}>
        <div className="shortcuts">
          {GROUPS.map((group) => (
            <section key={group} className="shortcuts__group" aria-label={group}>
              <h3 className="shortcuts__heading">{group}</h3>
              <dl className="shortcuts__list">
                {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => (
                  <div key={shortcut.id} className="shortcuts__item">
                    <dt>
                      <kbd>{displayKeys(shortcut.keys)}</kbd>
                    </dt>
                    <dd>{shortcut.description}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
      <div className="modal__actions">
        <button type="button" className="button shortcuts__close" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
