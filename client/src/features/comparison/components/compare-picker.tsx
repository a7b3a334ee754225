/**
 * Result checkboxes and the bar that opens the comparison (/solutions/list). Without Apollo: the
 * list paints without it.
 */
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { COMPARE_MAX, COMPARE_MIN, compareQuery } from '../api/compare-ids';
import { clearComparePicks, toggleComparePick, useComparePicks, type ComparePick } from '../compare-selection-store';
import './comparison.css';

export function CompareCheckbox({ solution }: { solution: ComparePick }) {
  const picks = useComparePicks();
  const checked = picks.some((p) => p.id === solution.id);
  const full = !checked && picks.length >= COMPARE_MAX;
  const noteId = `compare-full-${solution.id}`;
  return (
    <span className="compare-checkbox">
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={full}
          aria-describedby={full ? noteId : undefined}
          onChange={() => toggleComparePick(solution)}
        />
        比較に追加<span className="visually-hidden">（{solution.title}）</span>
      </label>
      {full ? (
        <span id={noteId} className="compare-checkbox__note">
          比較は{COMPARE_MAX}件まで
        </span>
      ) : null}
    </span>
  );
}

export function CompareBar() {
  const picks = useComparePicks();
  if (picks.length === 0) return null;
  const ready = picks.length >= COMPARE_MIN;
  return (
    <>
      <div className="compare-bar-spacer no-print" />
      <section className="compare-bar no-print" aria-label="比較するソリューション">
        <p className="compare-bar__count" aria-live="polite">
          比較：{picks.length}件選択中（{COMPARE_MIN}〜{COMPARE_MAX}件）
        </p>
        <p className="compare-bar__picks">{picks.map((p) => p.title).join('／')}</p>
        <div className="compare-bar__actions">
          {ready ? (
            <Link
              className="button button--primary"
              to={`${href('solutions.compare')}${compareQuery(picks.map((p) => p.id))}`}
            >
              比較する
            </Link>
          ) : (
            <span className="compare-bar__hint">あと{COMPARE_MIN - picks.length}件選ぶと比較できます</span>
          )}
          <button type="button" className="button button--secondary" onClick={clearComparePicks}>
            選択を解除
          </button>
        </div>
      </section>
    </>
  );
}
