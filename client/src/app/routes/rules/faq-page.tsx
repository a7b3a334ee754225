import { FAQ, FAQ_LEAD } from './content/faq';
import { RulesLayout } from './rules-layout';

export function Component() {
  return (
    <RulesLayout title="よくあるご質問">
      <p className="rules__lead">{FAQ_LEAD}</p>
      <nav aria-label="目次" className="rules__toc">
        <p className="rules__toc-heading">目次</p>
        <ol>
          {FAQ.map((group, index) => (
            <li key={group.heading}>
              <a href={`#faq-${index + 1}`}>{group.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {FAQ.map((group, groupIndex) => (
        <section key={group.heading} aria-labelledby={`faq-${groupIndex + 1}`} className="rules__section">
          <h2 id={`faq-${groupIndex + 1}`}>{group.heading}</h2>
          {group.items.map((item) => (
            <div key={item.question} className="faq__item">
              <h3 className="faq__question">
                <span className="faq__mark" aria-hidden="true">
                  Q.
                </span>
                {item.question}
              </h3>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ))}
        </section>
      ))}
    </RulesLayout>
  );
}
