import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type {
  Access,
  BodyOf,
  Contract,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '../../shared/contracts/contract.js';
import { routeSchemaOf } from './contract-schemas.js';
import type { HandlersInFlight } from './handlers-in-flight.js';
import { eventStreamRouteOptions } from './security.js';
import { routeUpload } from './uploads.js';

/** An upload's body: the bytes of its one file, under the contract's field name. */
type BodyOrUpload<C extends Contract> = C extends { upload: { field: infer F extends string } }
  ? { [K in F]: Buffer }
  : BodyOf<C>;

/** A request as a handler sees it: params, query and body already validated by the contract. */
export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOrUpload<C>;
}>;

/**
 * Returns the contract's success body, which the router sends with the contract's status; or the
 * reply, when the handler has sent something itself (a cached page, an event stream).
 */
export type ContractHandler<C extends Contract, Scope> = (
  request: ContractRequest<C> & Scope,
  reply: FastifyReply,
) => Promise<ResponseOf<C> | FastifyReply>;

/** Registers a contract's route in one scope; only contracts of that scope's access are accepted. */
export type Router<A extends Access, Scope = unknown> = <C extends Contract & { access: A }>(
  contract: C,
  handler: ContractHandler<C, Scope>,
) => void;

export function routerFor<A extends Access, Scope>(
  scope: FastifyInstance,
  access: A,
  handlers: HandlersInFlight,
  optionsFor: (contract: Contract) => Pick<RouteOptions, 'config' | 'onRequest'> = () => ({}),
): Router<A, Scope> {
  return (contract, handler) => {
    if (contract.access !== access) {
      throw new Error(
        `${contract.method} ${contract.path} is a ${contract.access} endpoint; register it in the ${contract.access} scope.`,
      );
    }
    const { status } = contract.response;
    const options: RouteOptions = {
      method: contract.method,
      url: contract.path,
      schema: routeSchemaOf(contract),
      ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
      ...optionsFor(contract),
      ...(contract.response.contentType === 'text/event-stream' ? eventStreamRouteOptions : {}),
      handler: async (request, reply) => {
        reply.status(status);
        const result = await handlers.run(() =>
          handler(request as ContractRequest<typeof contract> & Scope, reply),
        );
        if (result === reply) return reply;
        return status === 204 ? reply.send() : result;
      },
    };
    if (contract.upload) routeUpload(scope, contract.upload, options);
    else scope.route(options);
  };
}
