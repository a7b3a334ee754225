/** A decorative drawing for the hero: a search window over result cards (no image download). */
export function HeroArt() {
  return (
    <svg className="home-hero__art" viewBox="0 0 360 260" aria-hidden="true" focusable="false">
      <rect x="40" y="30" width="280" height="200" rx="14" fill="#fff" opacity="0.12" />
      <rect x="60" y="52" width="240" height="34" rx="17" fill="#fff" />
      <circle cx="82" cy="69" r="8" fill="none" stroke="#00118f" strokeWidth="3" />
      <path d="M88 75l7 7" stroke="#00118f" strokeWidth="3" strokeLinecap="round" />
      <rect x="104" y="64" width="110" height="10" rx="5" fill="#c5d7fb" />
      <rect x="60" y="104" width="112" height="52" rx="10" fill="#fff" opacity="0.95" />
      <rect x="188" y="104" width="112" height="52" rx="10" fill="#fff" opacity="0.95" />
      <rect x="60" y="168" width="112" height="46" rx="10" fill="#fff" opacity="0.7" />
      <rect x="188" y="168" width="112" height="46" rx="10" fill="#fff" opacity="0.7" />
      <rect x="72" y="116" width="60" height="8" rx="4" fill="#00118f" />
      <rect x="72" y="132" width="86" height="6" rx="3" fill="#c5d7fb" />
      <rect x="72" y="142" width="70" height="6" rx="3" fill="#c5d7fb" />
      <rect x="200" y="116" width="52" height="8" rx="4" fill="#00118f" />
      <rect x="200" y="132" width="86" height="6" rx="3" fill="#c5d7fb" />
      <rect x="200" y="142" width="64" height="6" rx="3" fill="#c5d7fb" />
      <rect x="72" y="180" width="70" height="8" rx="4" fill="#008bf2" />
      <rect x="200" y="180" width="58" height="8" rx="4" fill="#008bf2" />
      <circle cx="300" cy="40" r="22" fill="#ffd43d" />
      <path d="M291 40l6 6 12-12" fill="none" stroke="#00118f" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
