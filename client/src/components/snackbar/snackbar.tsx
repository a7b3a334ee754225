/**
 * The snackbar (docs/specification.md §9: closes after 5 000 ms) on radix-ui's Toast, which
 * announces each message to screen readers and pauses while hovered or focused.
 */
import { SNACKBAR_TIMEOUT_MS } from '@portal/shared';
import { Toast } from 'radix-ui';
import { useStore } from '@/lib/store/use-store';
import { dismissSnackbar, snackbarStore } from './snackbar-store';
import './snackbar.css';

export default function Snackbar() {
  const messages = useStore(snackbarStore, (state) => state.messages);
  return (
    <Toast.Provider duration={SNACKBAR_TIMEOUT_MS} label="お知らせ">
      {messages.map((message) => (
        <Toast.Root
          key={message.id}
          className="snackbar"
          data-tone={message.tone}
          type={message.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissSnackbar(message.id);
          }}
        >
          <Toast.Description className="snackbar__text">{message.text}</Toast.Description>
          <Toast.Close className="snackbar__close" aria-label="閉じる">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="snackbar-viewport" label="お知らせ（{hotkey}）" />
    </Toast.Provider>
  );
}
