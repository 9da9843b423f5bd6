import { copyText } from '../../api/clipboard';
import { useToast } from '../toast/toast-context';

interface CopyButtonProps {
  text: string;
  label: string;
  /** What the toast says once copied. */
  confirmation?: string;
}

export function CopyButton({ text, label, confirmation = 'Copied' }: CopyButtonProps) {
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
      Copy
    </button>
  );
}
