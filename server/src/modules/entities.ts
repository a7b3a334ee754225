import { MailOutbox } from '../mail/mail-outbox.entity';
import { Area } from '../modules/area/area.entity';
import { AuditEvent } from '../modules/audit/audit-event.entity';
import { Case } from '../modules/case/case.entity';
import { Category } from '../modules/category/category.entity';
import { Company } from '../modules/company/company.entity';
import { DocumentRequest, DocumentRequestItem } from '../modules/document-request/document-request.entity';
import { Grant } from '../modules/grant/grant.entity';
import { Inquiry } from '../modules/inquiry/inquiry.entity';
import { Municipality } from '../modules/municipality/municipality.entity';
import { Solution } from '../modules/solution/solution.entity';
import { UserProfile } from '../modules/user/user-profile.entity';

export const ENTITIES = [
  Area,
  AuditEvent,
  Case,
  Category,
  Company,
  DocumentRequest,
  DocumentRequestItem,
  Grant,
  Inquiry,
  MailOutbox,
  Municipality,
  Solution,
  UserProfile,
];
