import { SITE_NAME } from '@/config/routes';
import { HeroArt } from './hero-art';
import './home-hero.css';
import { formatInteger } from '@/lib/format';

export interface SectionCounts {
  solutions: number;
  grants: number;
  cases: number;
}

const formatCount = (value: number | undefined) => (value == null ? '—' : formatInteger(value));

export function HomeHero({ counts }: { counts: SectionCounts | null }) {
  return (
    <section className="home-hero" aria-labelledby="home-heading">
      <div className="home-hero__inner">
        <HeroArt />
        <div className="home-hero__content">
          <p className="home-hero__eyebrow">{SITE_NAME}</p>
          <h1 id="home-heading" className="home-hero__heading">
            自治体の課題に合う解決策を、
            <br className="home-hero__break" />
            まとめて探せます。
          </h1>
          <p className="home-hero__lead">
            民間企業のソリューション、国や都道府県の補助金・交付金、他の自治体の導入事例を一つのサイトで。気になるサービスの資料請求やお問い合わせも、そのままお送りいただけます。
          </p>
          <dl className="home-hero__stats" aria-busy={counts == null}>
            <div>
              <dt>ソリューション</dt>
              <dd>
                <span className="home-hero__number">{formatCount(counts?.solutions)}</span> 件
              </dd>
            </div>
            <div>
              <dt>補助金・交付金</dt>
              <dd>
                <span className="home-hero__number">{formatCount(counts?.grants)}</span> 件
              </dd>
            </div>
            <div>
              <dt>導入事例</dt>
              <dd>
                <span className="home-hero__number">{formatCount(counts?.cases)}</span> 件
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
