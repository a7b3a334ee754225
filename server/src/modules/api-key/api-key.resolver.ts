import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive, SessionOnly } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { ApiKeyInput, ApiKeyView, CreatedApiKey, MunicipalApiKeyView } from './api-key.types';

/** A user's own API keys, and their municipality's members' keys for its administrators. */
@Resolver()
export class ApiKeyResolver {
  @Access('signedIn')
  @Sensitive()
  @SessionOnly()
  @Query(() => [ApiKeyView], { description: '自分のAPIキー（新しい順。取り消し・期限切れを含む）' })
  myApiKeys(@Ctx() context: Context): Promise<ApiKeyView[]> {
    return context.services.apiKeys.mine(context);
  }

  @Access('signedIn')
  @Mutation(() => CreatedApiKey, { description: 'APIキーを作成（読み取り専用、最長365日）。値はこの応答でだけ返る' })
  createApiKey(@Arg('input', () => ApiKeyInput) input: ApiKeyInput, @Ctx() context: Context): Promise<CreatedApiKey> {
    return context.services.apiKeys.create(context, input);
  }

  @Access('signedIn')
  @Mutation(() => ApiKeyView, { description: '自分のAPIキーを取り消す' })
  revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<ApiKeyView> {
    return context.services.apiKeys.revoke(context, id);
  }

  @Access('municipal')
  @Sensitive()
  @SessionOnly()
  @Query(() => [MunicipalApiKeyView], { description: '所属自治体の職員のAPIキー（自治体管理者のみ）' })
  municipalApiKeys(@Ctx() context: Context): Promise<MunicipalApiKeyView[]> {
    return context.services.apiKeys.municipal(context);
  }

  @Access('municipal')
  @Mutation(() => ApiKeyView, { description: '所属自治体の職員のAPIキーを取り消す（自治体管理者のみ）' })
  revokeMunicipalApiKey(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<ApiKeyView> {
    return context.services.apiKeys.revokeMunicipal(context, id);
  }
}
