/**
 * The organizations' reads: the list, every listed organization by id, and every listed
 * organization's providers, each item checked with the app's schema (ids of either type).
 */
import { endpoints } from '../../src/api/endpoints';
import { isOrganizationId } from '../../src/api/ids';
import { organizationSchema, type ApiId, type Organization } from '../../src/api/schemas';
import type { Backend } from './http';
import { answerRow, eachOf, ManyReads } from './many-reads';
import { plural, type Row } from './report';
import { checkList, idTypesOf, providerSchema } from './shapes';

export const ORGANIZATIONS = 'GET /api/organizations';
export const ORGANIZATION = 'GET /api/organizations/get/{organization_id}';
export const PROVIDERS = 'GET /api/providers/organizations/{organization_id}';

export interface ListedOrganizations {
  organizations: Organization[];
  rows: Row[];
}

/** Why the calls that need an organization's id were not made; none when they can be. */
function unusable(listed: Organization[], listRow: Row): string | undefined {
  const { result } = listRow;
  if (result === 'skipped' || result === 'failed') {
    return `needs ids from the organizations list, which ${result}`;
  }
  return listed.length ? undefined : 'the organizations list holds no organization of the shape';
}

export async function readOrganizations(backend: Backend): Promise<ListedOrganizations> {
  const sent = await backend.send('organizations', 'GET', endpoints.organizations);
  const list = checkList(sent.answer, organizationSchema);
  let listRow: Row;
  const organizations: Organization[] = [];
  if (!('items' in list)) {
    listRow = answerRow(ORGANIZATIONS, `list, as token ${sent.token}`, list, []);
  } else {
    for (const { item } of list.items) {
      // The app never sends an id a path segment cannot hold safely (src/api/ids.ts).
      if (isOrganizationId(item.id)) organizations.push(item);
      else
        list.problems.add('[*].id: not of a shape the app puts in a path, so it never asks for it');
    }
    const ids = idTypesOf(organizations.map(({ id }) => id));
    listRow = {
      call: ORGANIZATIONS,
      done: `list, as token ${sent.token}`,
      status: String(list.status),
      result: list.problems.size ? 'differs' : 'OK',
      detail: [
        `${plural(list.count, 'organization')}, every item checked`,
        ...(ids ? [ids] : []),
        ...list.problems.lines('item'),
      ],
    };
  }
  const reason = unusable(organizations, listRow);
  if (reason) {
    const skipped = (call: string): Row => ({
      call,
      done: 'for each listed organization',
      status: '-',
      result: 'skipped',
      detail: [reason],
    });
    return { organizations, rows: [listRow, skipped(ORGANIZATION), skipped(PROVIDERS)] };
  }
  return {
    organizations,
    rows: [
      listRow,
      await readEach(backend, organizations),
      await readProviders(backend, organizations),
    ],
  };
}

/** Each listed organization by its id: the record asked for, as the list has it. */
async function readEach(backend: Backend, organizations: readonly Organization[]): Promise<Row> {
  const reads = new ManyReads();
  await eachOf(organizations, async (listed) => {
    const sent = await backend.send('organization', 'GET', endpoints.organization(listed.id));
    reads.read(sent, organizationSchema, (record) => [
      ...(String(record.id) === String(listed.id) ? [] : ['a record other than the one asked for']),
      ...(['name', 'unique_key'] as const)
        .filter((key) => record[key] !== listed[key])
        .map((key) => `${key} differs from its list item`),
    ]);
  });
  return reads.row(ORGANIZATION, `read each of ${organizations.length} listed`, 'read');
}

/** Each listed organization's providers, every item checked. */
async function readProviders(
  backend: Backend,
  organizations: readonly Organization[],
): Promise<Row> {
  const reads = new ManyReads();
  const ids: ApiId[] = [];
  await eachOf(organizations, async ({ id }) => {
    const sent = await backend.send('providers', 'GET', endpoints.organizationProviders(id));
    const list = checkList(sent.answer, providerSchema);
    if (!('items' in list)) {
      reads.answered(sent, list);
      if (list.kind === 'differs') reads.found(list.problems);
      return;
    }
    reads.answered(sent, { kind: 'ok', status: list.status, data: list });
    reads.found(list.problems.findings());
    ids.push(...list.items.map(({ item }) => item.id));
  });
  const types = idTypesOf(ids);
  return reads.row(
    PROVIDERS,
    `list for each of ${plural(organizations.length, 'organization')}`,
    'list',
    [`${plural(ids.length, 'provider')} of the shape in all`, ...(types ? [types] : [])],
  );
}
