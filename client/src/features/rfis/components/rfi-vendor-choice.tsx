/** The candidate solutions grouped by vendor, each chosen or not; 2–5 vendors are asked. */
import { RFI_LIMITS } from '@portal/shared/rfi/rules';
import { FieldError } from '@/components/form/field-error';

export interface Candidate {
  id: string;
  title: string;
  companyName: string;
}

export function RfiVendorChoice({
  candidates,
  chosen,
  source,
  error,
  onChange,
}: {
  candidates: Candidate[];
  chosen: ReadonlySet<string>;
  /** Where the candidates come from, as the legend says it. */
  source: string;
  error: string | undefined;
  onChange(chosen: Set<string>): void;
}) {
  const companies = [...new Set(candidates.map((c) => c.companyName))];
  const chosenCompanies = new Set(candidates.filter((c) => chosen.has(c.id)).map((c) => c.companyName));
  return (
    <fieldset className="rfi-question">
      <legend>依頼先（{source}）</legend>
      <p>
        ソリューションの掲載企業が依頼先になります（{RFI_LIMITS.vendorsMin}〜{RFI_LIMITS.vendorsMax}社。いま
        {chosenCompanies.size}社）。
      </p>
      {companies.map((company) => (
        <div key={company}>
          <p>
            <strong>{company}</strong>
          </p>
          {candidates
            .filter((c) => c.companyName === company)
            .map((c) => (
              <label key={c.id} className="rfi-row">
                <span>
                  <input
                    type="checkbox"
                    checked={chosen.has(c.id)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(c.id);
                      else next.delete(c.id);
                      onChange(next);
                    }}
                  />{' '}
                  {c.title}
                </span>
              </label>
            ))}
        </div>
      ))}
      <FieldError id="vendors-error" message={error} />
    </fieldset>
  );
}
