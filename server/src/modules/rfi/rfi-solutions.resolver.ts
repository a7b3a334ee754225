/**
 * The solutions an invitation was made from, with their names, for the screens that edit a draft:
 * read from the listings as they are now (a listing since withdrawn keeps its last name). Only
 * reached through an invitation its reader was already allowed.
 */
import { Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RfiInvitationView } from './rfi.types';

@ObjectType('RfiSolution', { description: '依頼のもとになったソリューション', simpleResolvers: true })
export class RfiSolutionView {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
}

@Resolver(() => RfiInvitationView)
export class RfiSolutionsResolver {
  @FieldResolver(() => [RfiSolutionView], { description: '依頼のもとになったこの事業者のソリューション（名前つき）' })
  async solutions(@Root() invitation: RfiInvitationView, @Ctx() context: Context): Promise<RfiSolutionView[]> {
    return context.services.rfiDocuments.solutions(invitation.solutionIds);
  }
}
