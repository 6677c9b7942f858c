import { useSearchParams } from 'react-router-dom';
import { PRODUCT_TITLE } from '../../../layout/product-title';
import { ThemeToggle } from '../../../layout/theme-toggle';
import { SignInArea } from './sign-in-area';

/**
 * The whole page signed out: /login and /auth, and every protected route while there is no user
 * (spec 1 §2, §6). The theme toggle stays reachable; the main header does not show.
 */
export function SignInScreen() {
  const [params] = useSearchParams();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="absolute right-4 top-3">
        <ThemeToggle />
      </div>
      <h1 className="text-2xl font-bold">{PRODUCT_TITLE}</h1>
      <SignInArea inviteToken={params.get('invite')} />
    </div>
  );
}
