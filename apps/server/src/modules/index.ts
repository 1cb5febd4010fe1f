import type { FastifyPluginAsync } from 'fastify';
import artworksRoutes from './artworks/artworks.routes';
import authRoutes from './auth/auth.routes';
import blogRoutes from './blog/blog.routes';
import collectionsRoutes from './collections/collections.routes';
import contactRoutes from './contact/contact.routes';
import newsletterRoutes from './newsletter/newsletter.routes';
import newsletterIssuesRoutes from './newsletter/newsletter-issues.routes';
import pageContentRoutes from './page-content/page-content.routes';
import previewRoutes from './preview/preview.routes';
import settingsRoutes from './settings/settings.routes';
import uploadsRoutes from './uploads/uploads.routes';
import dashboardRoutes from './dashboard/dashboard.routes';
import checkoutRoutes from './checkout/checkout.routes';
import ordersAdminRoutes from './orders/orders-admin.routes';
import paymentsRoutes from './payments/payments.routes';
import emailsAdminRoutes from './mail/emails-admin.routes';
import backupsRoutes from './backups/backups.routes';
import offersRoutes from './offers/offers.routes';
import waitlistRoutes from './waitlist/waitlist.routes';

/** Every resource's routes, registered under /api/v1 by app.ts. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  artworksRoutes,
  collectionsRoutes,
  blogRoutes,
  pageContentRoutes,
  settingsRoutes,
  contactRoutes,
  newsletterRoutes,
  newsletterIssuesRoutes,
  previewRoutes,
  uploadsRoutes,
  dashboardRoutes,
  checkoutRoutes,
  ordersAdminRoutes,
  paymentsRoutes,
  emailsAdminRoutes,
  backupsRoutes,
  offersRoutes,
  waitlistRoutes,
];
