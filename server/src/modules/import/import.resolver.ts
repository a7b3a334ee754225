import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { ImportInput, ImportReportType } from './import.gql';

/** The operator's upload: a preview of what a file would change, then the run (docs/operator-console.md). */
@Resolver()
export class ImportResolver {
  @Access('operator')
  @Mutation(() => ImportReportType, {
    description: 'アップロードしたファイルの取り込みのプレビュー（何も書き込まない。運営者のみ）',
  })
  previewImport(
    @Arg('input', () => ImportInput) input: ImportInput,
    @Ctx() context: Context,
  ): Promise<ImportReportType> {
    return context.services.imports.fromUpload(context, input, { dryRun: true });
  }

  @Access('operator')
  @Mutation(() => ImportReportType, { description: 'アップロードしたファイルを取り込む（運営者のみ）' })
  runImport(@Arg('input', () => ImportInput) input: ImportInput, @Ctx() context: Context): Promise<ImportReportType> {
    return context.services.imports.fromUpload(context, input, { dryRun: false });
  }
}
