export interface UserSummary {
  id: number;
  first_name: string;
  last_name: string;
}

export interface CurrentUser extends UserSummary {
  email: string;
  phone_number: string;
  area: string | null;
}

/** Login and verify-OTP answer (SPEC.md section 3). */
export interface LoginData {
  access: string;
  refresh: string;
  user: UserSummary;
}
