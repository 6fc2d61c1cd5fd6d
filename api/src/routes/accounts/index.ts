import { API_ERRORS, API_ROUTES } from '@dakiya/domain';
import { meResponseSchema } from '@dakiya/domain/schemas';
import { ClientError } from '../../client-errors.js';
import { responses } from '../../http/responses.js';
import { publicUser } from '../../services/account-service.js';
import type { AreaPlugin } from '../area-plugin.js';
import { roleScope, tagRoutes } from '../scopes.js';
import { addressRoutes } from './address-routes.js';
import { gstRoutes } from './gst-routes.js';
import { signInRoutes } from './sign-in-routes.js';

/** Customers' accounts: signing up and in (public), the signed-in customer and their addresses. */
export const accountRoutes: AreaPlugin = async (app, { services }) => {
  tagRoutes(app, 'accounts');
  await app.register(signInRoutes, { services });

  await roleScope(app, 'consumer', async (customer) => {
    customer.get(
      API_ROUTES.me,
      {
        schema: {
          summary: 'The signed-in customer',
          response: responses({ 200: meResponseSchema }),
        },
      },
      async (request) => {
        const user = await services.accounts.findById(request.user.sub);
        if (!user) throw new ClientError(404, API_ERRORS.userDoesNotExist);
        return { data: publicUser(user) };
      },
    );
    addressRoutes(customer, services);
    gstRoutes(customer, services);
  });
};
