/** A case's images, each with the alt text the operator gave it; opened full size from its thumbnail. */
import { DetailSection } from '@/components/detail/detail-parts';
import './case-images.css';

export function CaseImages({ images }: { images: readonly { url: string; thumbnailUrl: string; alt: string }[] }) {
  if (images.length === 0) return null;
  return (
    <DetailSection title="写真・画面">
      <ul className="case-images">
        {images.map((image) => (
          <li key={image.url} className="case-images__item">
            <a href={image.url} target="_blank" rel="noopener noreferrer">
              <img src={image.thumbnailUrl} alt={image.alt} loading="lazy" className="case-images__image" />
              <span className="visually-hidden">（拡大画像を新しいタブで開きます）</span>
            </a>
            <p className="case-images__caption">{image.alt}</p>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
