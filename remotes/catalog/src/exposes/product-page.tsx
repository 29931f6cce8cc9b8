import type { ProductPageProps } from '@shop/contracts';
import { ProductPageView } from '../features/product/product-page';

/** './ProductPage': the resolver's product type; the shell passes the path and the first data. */
export default function ProductPage(props: ProductPageProps) {
  return <ProductPageView {...props} />;
}
