/**
 * The routes outside the REST table (files streamed in or out, stop links), as the OpenAPI
 * document (openapi.ts) describes them. Each path is the constant its router mounts, so a moved
 * route moves here too; openapi.test.ts fails when the app serves a GET under /api that neither
 * this list nor the REST table names.
 */
import { FILE_ROUTE } from '../modules/solution/file-urls';
import { ALERT_STOP_ROUTE } from './alert-stop';
import { COMPARISON_EXPORT_ROUTE } from './comparison-export';
import { CURRENT_DOCUMENT_ROUTE, DOCUMENT_DOWNLOAD_ROUTE } from './document-download';
import {
  INSIGHTS_EXPORT_ROUTE,
  RECEIVED_REQUESTS_EXPORT_ROUTE,
  REQUEST_HISTORY_EXPORT_ROUTE,
  SEARCH_EXPORT_ROUTE,
  SHORTLIST_EXPORT_ROUTE,
} from './exports';
import { GRANT_ATTACHMENT_ROUTE } from './grant-attachments';
import { GRANT_CALENDAR_ROUTE } from './grant-calendar';
import { IMPORT_TEMPLATE_ROUTE } from './import-template';
import { UPLOAD_ROUTE } from './listing-files';
import { LISTING_EVENTS_ROUTE } from './listing-events';
import { NOTIFICATION_STOP_ROUTE } from './notification-stop';
import { RFI_EXPORT_ROUTE, RFI_QUOTE_ROUTE, RFI_SPEC_ROUTE } from './rfi-files';
import type { ParamDoc } from './params';
import { SEARCH_PARAM_DOCS } from './params';

export const OPENAPI_ROUTE = '/openapi.json';

export interface FileRouteDoc {
  method: 'get' | 'post';
  path: string;
  summary: string;
  access: string;
  /** The content types of a successful answer. */
  produces: readonly string[];
  query?: readonly ParamDoc[];
}

const FORMAT: ParamDoc = { name: 'format', description: 'ファイル形式', type: 'string', enum: ['csv', 'xlsx'] };
const TABLE = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

export const FILE_ROUTE_DOCS: readonly FileRouteDoc[] = [
  {
    method: 'get',
    path: RFI_SPEC_ROUTE,
    summary: '情報提供依頼・見積依頼の仕様書 PDF',
    access: '依頼した自治体の職員、依頼先の掲載企業の利用者',
    produces: ['application/pdf'],
  },
  {
    method: 'get',
    path: RFI_QUOTE_ROUTE,
    summary: '回答に添付された見積書 PDF',
    access: '依頼した自治体の職員（提出済みの回答）、回答した掲載企業の利用者',
    produces: ['application/pdf'],
  },
  {
    method: 'get',
    path: RFI_EXPORT_ROUTE,
    summary: '回答の比較表（決裁用）の書き出し',
    access: '依頼した自治体の職員',
    produces: TABLE,
    query: [FORMAT, { name: 'years', description: '年額換算の期間（年）', type: 'integer' }],
  },
  {
    method: 'get',
    path: INSIGHTS_EXPORT_ROUTE,
    summary: '掲載の反響の書き出し',
    access: '掲載企業の利用者（自社の掲載のみ）、運営者',
    produces: TABLE,
    query: [
      FORMAT,
      { name: 'from', description: '開始日（YYYY-MM-DD）', type: 'string' },
      { name: 'to', description: '終了日（YYYY-MM-DD）', type: 'string' },
      { name: 'listingId', description: '掲載（ソリューション）の ID', type: 'string' },
    ],
  },
  {
    method: 'get',
    path: OPENAPI_ROUTE,
    summary: 'この API の OpenAPI 3.1 文書',
    access: '誰でも',
    produces: ['application/json'],
  },
  {
    method: 'get',
    path: SEARCH_EXPORT_ROUTE,
    summary: '検索結果の書き出し（最大1000行）',
    access: '区分の検索と同じ',
    produces: TABLE,
    query: [
      FORMAT,
      { name: 'limit', description: '行数（1〜1000）', type: 'integer' },
      ...SEARCH_PARAM_DOCS.filter((param) => param.name !== 'page'),
    ],
  },
  {
    method: 'get',
    path: SHORTLIST_EXPORT_ROUTE,
    summary: '共有リストの書き出し',
    access: '共有リストの自治体の職員',
    produces: TABLE,
    query: [FORMAT],
  },
  {
    method: 'get',
    path: REQUEST_HISTORY_EXPORT_ROUTE,
    summary: '自分の資料請求の書き出し',
    access: 'ログイン中の会員（自分の請求だけ）',
    produces: TABLE,
    query: [FORMAT],
  },
  {
    method: 'get',
    path: RECEIVED_REQUESTS_EXPORT_ROUTE,
    summary: '受け付けた資料請求の書き出し',
    access: '掲載企業（自社の分だけ）',
    produces: TABLE,
    query: [FORMAT],
  },
  {
    method: 'get',
    path: COMPARISON_EXPORT_ROUTE,
    summary: 'ソリューション比較表の書き出し（2〜4件）',
    access: 'ソリューション詳細を読める人',
    produces: ['text/csv'],
    query: [{ name: 'ids', description: 'ソリューションID（2〜4件）', type: 'array' }, FORMAT],
  },
  {
    method: 'get',
    path: GRANT_CALENDAR_ROUTE,
    summary: '補助金の締切（iCalendar）',
    access: '誰でも',
    produces: ['text/calendar'],
  },
  {
    method: 'get',
    path: GRANT_ATTACHMENT_ROUTE,
    summary: '補助金の公募要領などのPDF',
    access: '補助金の詳細を読める人',
    produces: ['application/pdf'],
  },
  {
    method: 'get',
    path: FILE_ROUTE,
    summary: '掲載企業がアップロードした画像・資料',
    access: '公開中の掲載は誰でも（下書きは掲載企業と運営者）',
    produces: ['application/octet-stream'],
  },
  {
    method: 'get',
    path: DOCUMENT_DOWNLOAD_ROUTE,
    summary: '資料請求で受け取った資料',
    access: '請求した本人',
    produces: ['application/octet-stream'],
  },
  {
    method: 'get',
    path: CURRENT_DOCUMENT_ROUTE,
    summary: '資料請求で受け取った資料の最新版',
    access: '請求した本人',
    produces: ['application/octet-stream'],
  },
  {
    method: 'get',
    path: IMPORT_TEMPLATE_ROUTE,
    summary: '取り込み用の見本ファイル',
    access: '運営者',
    produces: TABLE,
    query: [FORMAT],
  },
  {
    method: 'post',
    path: UPLOAD_ROUTE,
    summary: 'ファイルのアップロード（掲載の画像・資料、取り込みファイル）',
    access: '掲載企業・運営者（APIキーは不可）',
    produces: ['application/json'],
    query: [
      {
        name: 'purpose',
        description: '用途',
        type: 'string',
        enum: ['thumbnail', 'image', 'video', 'document', 'import'],
      },
    ],
  },
  {
    method: 'post',
    path: ALERT_STOP_ROUTE,
    summary: '新着メールの停止（メールのリンクから）',
    access: 'リンクのトークンを持つ人',
    produces: ['application/json'],
    query: [{ name: 'token', description: 'メールに記載のトークン', type: 'string' }],
  },
  {
    method: 'post',
    path: LISTING_EVENTS_ROUTE,
    summary:
      '掲載の反響の報告（ブラウザーから。本文は { "event": "basket・compare", "listingIds": [...] }。検索結果での表示と詳細の閲覧はサーバーが数えます）',
    access: 'ログインした人（自治体職員の分だけ数えます。APIキーは不可）',
    produces: ['application/json'],
  },
  {
    method: 'post',
    path: NOTIFICATION_STOP_ROUTE,
    summary: 'お知らせメールの停止（メールのリンクから）',
    access: 'リンクのトークンを持つ人',
    produces: ['application/json'],
    query: [{ name: 'token', description: 'メールに記載のトークン', type: 'string' }],
  },
];
