/** How a key's state and lifetime choices read on the screens. */
export const STATE_LABELS: Record<string, string> = {
  active: '有効',
  expired: '期限切れ',
  revoked: '取り消し済み',
};

export const EXPIRY_CHOICES = [
  { id: '30', label: '30日' },
  { id: '90', label: '90日' },
  { id: '180', label: '180日' },
  { id: '365', label: '1年（365日）' },
] as const;
