import { copyText } from '../../api/clipboard';
import { useToast } from '../../ui/toast/toast-context';

interface CopyButtonProps {
  text: string;
  label: string;
  /** The button's text (default "Copy"; the label says what is copied). */
  caption?: string;
  /** What the toast says once copied. */
  confirmation?: string;
}

export function CopyButton({ text, label, caption = 'Copy', confirmation = 'Copied' }: CopyButtonProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await copyText(text);
      toast(confirmation);
    } catch {
      toast('Could not copy to the clipboard');
    }
  };
  return (
    <button type="button" className="button button--small" aria-label={label} title={label} onClick={() => void copy()}>
      {caption}
    </button>
  );
}
