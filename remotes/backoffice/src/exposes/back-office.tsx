import { Route, Routes } from '@shop/router';
import { AuditArea } from '../areas/audit/audit-area';
import { NewProductPage, ProductPage } from '../areas/catalogue/product-pages';
import { ProductsList } from '../areas/catalogue/products-list';
import { CustomerPage } from '../areas/customers/customer-page';
import { CustomersList } from '../areas/customers/customers-list';
import { CatalogueImportPage } from '../areas/catalogue/import-page';
import { DashboardArea } from '../areas/dashboard/dashboard';
import { GiftcardPage } from '../areas/giftcards/giftcard-page';
import { GiftcardsList } from '../areas/giftcards/giftcards-list';
import { IssueCardPage } from '../areas/giftcards/issue-card-page';
import { InboxArea } from '../areas/inbox/inbox-area';
import { OrderPage } from '../areas/orders/order-page';
import { OrdersList } from '../areas/orders/orders-list';
import { NewPromoPage, PromoPage } from '../areas/promotions/promo-pages';
import { PromotionsList } from '../areas/promotions/promotions-list';
import { ReviewsArea } from '../areas/reviews/reviews-area';
import { StaffArea } from '../areas/staff/staff-area';
import { StockArea } from '../areas/stock/stock-area';
import { BackOfficeFrame } from '../frame/back-office-frame';
import { NotFoundArea } from '../frame/not-found-area';
import { StaffProvider } from '../frame/staff-context';
import { StaffGate } from '../frame/staff-gate';
import '../i18n/register';

/**
 * './BackOffice': the staff's back office under /admin (shared/contracts BACKOFFICE_EXPOSES). The
 * shell gives it the whole page, with no shop frame; it checks who is logged in, draws its own frame
 * and routes its areas, relative to /admin.
 */
export default function BackOffice() {
  return (
    <StaffGate>
      {(staff) => (
        <StaffProvider staff={staff}>
          <BackOfficeFrame staff={staff}>
            <Routes>
              <Route index element={<DashboardArea />} />
              <Route path="orders" element={<OrdersList />} />
              <Route path="orders/:orderId" element={<OrderPage />} />
              <Route path="catalogue" element={<ProductsList />} />
              <Route path="catalogue/new" element={<NewProductPage />} />
              <Route path="catalogue/import" element={<CatalogueImportPage />} />
              <Route path="catalogue/:productId" element={<ProductPage />} />
              <Route path="customers" element={<CustomersList />} />
              <Route path="customers/:customerId" element={<CustomerPage />} />
              <Route path="inbox" element={<InboxArea />} />
              <Route path="stock" element={<StockArea />} />
              <Route path="promotions" element={<PromotionsList />} />
              <Route path="promotions/new" element={<NewPromoPage />} />
              <Route path="promotions/:promoId" element={<PromoPage />} />
              <Route path="giftcards" element={<GiftcardsList />} />
              <Route path="giftcards/new" element={<IssueCardPage />} />
              <Route path="giftcards/:cardId" element={<GiftcardPage />} />
              <Route path="reviews" element={<ReviewsArea />} />
              <Route path="audit" element={<AuditArea />} />
              <Route path="staff" element={<StaffArea />} />
              <Route path="*" element={<NotFoundArea />} />
            </Routes>
          </BackOfficeFrame>
        </StaffProvider>
      )}
    </StaffGate>
  );
}
