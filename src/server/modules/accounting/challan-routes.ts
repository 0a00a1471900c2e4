import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { CHALLAN_MESSAGES } from '../../../shared/accounting/tds-challans';
import { tdsEndpoints as calls } from '../../../shared/accounting/tds-challans-wire';
import { requireUser } from '../../plugins/session';
import { accountingReports } from './reports';
import { tdsDeposits } from './tds-deposits';

/** TDS challans: the quarter's deposits with each month's allocation, record one, delete one (accountant and admin). */
export async function challanRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const deposits = tdsDeposits(app.db);
  const reports = accountingReports(app.db);

  serve(calls.challans, 'accounting', async (request) => {
    return deposits.list(await reports.tdsRegister(request.query.fy, request.query.quarter));
  });

  serve(calls.recordChallan, 'accounting', async (request, reply) => {
    const challan = await deposits.record(requireUser(request).username, request.body);
    return reply.status(201).send({ message: CHALLAN_MESSAGES.recorded, challan });
  });

  serve(calls.deleteChallan, 'accounting', async (request) => {
    return {
      message: CHALLAN_MESSAGES.deleted,
      challan: await deposits.remove(requireUser(request).username, request.params.id),
    };
  });
}
