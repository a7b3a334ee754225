import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One of the twelve categories (ids 01–12). */
@ObjectType({ description: 'カテゴリ', simpleResolvers: true })
@Entity('categories')
export class Category {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 2 })
  id!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @Field(() => [String])
  @Column({ type: 'simple-json' })
  subnames!: string[];

  @Column({ type: 'int', name: 'sort_order' })
  sortOrder!: number;
}

/** A category with the number of records that carry it for the current criteria (facet). */
@ObjectType({ description: 'カテゴリと件数', simpleResolvers: true })
export class CategoryCount {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => [String])
  subnames!: string[];

  @Field(() => Int)
  count!: number;
}
