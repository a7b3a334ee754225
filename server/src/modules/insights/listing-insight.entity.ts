import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * How often municipal staff of one municipality did one thing with one listing on one day (JST).
 * Only ever read aggregated (insights.service.ts): the municipality is kept so that a cell can
 * count its distinct municipalities and show 「5未満」, never to be shown.
 */
@Entity('listing_insights')
@Index('idx_listing_insights_day', ['day'])
export class ListingInsight {
  @PrimaryColumn({ type: 'int', name: 'listing_id' })
  listingId!: number;

  /** YYYY-MM-DD in Japan time. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  event!: string;

  @PrimaryColumn({ type: 'varchar', length: 6, name: 'municipality_code' })
  municipalityCode!: string;

  @Column({ type: 'int', default: 0 })
  count!: number;
}
