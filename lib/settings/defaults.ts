export const DEFAULT_SITE_URL = "http://localhost:3000";
export const DEFAULT_ENQUIRY_ENDPOINT = "/api/enquiries";
