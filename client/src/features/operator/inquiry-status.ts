/** The inquiry statuses as the server names them, with their Japanese labels. */
export const INQUIRY_STATUS_LABELS: Record<string, string> = {
  open: '未対応',
  in_progress: '対応中',
  done: '完了',
};
