// Loads a domain by its path id: a malformed id is bad input (400 naming it), an unknown one 404.
import { badRequest, notFound } from '@dop/service-kit';
import { isValidObjectId } from 'mongoose';
import type { DomainDoc } from '../models/domain';
import type { Models } from '../models';

export async function findDomain(models: Models, id: string): Promise<DomainDoc> {
  if (!isValidObjectId(id)) throw badRequest(`'${id}' is not a domain id`, [{ in: 'params', path: 'id', message: 'not a domain id' }]);
  const domain = await models.domains.findById(id).lean<DomainDoc>();
  if (!domain) throw notFound(`Domain ${id} not found`);
  return domain;
}
