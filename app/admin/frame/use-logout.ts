import { useNavigate } from "react-router";
import { signOut } from "~/admin/ui/api";

/** Signs out on the server, forgets the token, and goes to the sign-in page. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    void navigate("/admin/login");
  };
}
