/**
 * API routes, relative to /api, as Azure Functions route templates. Functions register these templates and
 * the web builds its request paths from the same table.
 */
export const apiRoutes = {
  config: "config",
  login: "auth/login",
  logout: "auth/logout",
  metaList: "meta/{list}",
  commonList: "common/{list}",
  users: "users",
  user: "users/{userId}",
  adminClients: "admin/clients",
  orders: "orders",
  inspections: "inspections",
  inspection: "inspections/{inspectionId}",
  inspectionSync: "inspections/sync/{inspectionId}",
  inspectionWork: "inspections/{inspectionId}/work",
  inspectionPhoto: "inspections/{inspectionId}/photos/{photoId}",
  inspectionStatus: "inspections/{inspectionId}/status",
  inspectionResult: "inspections/{inspectionId}/result",
  inspectionVersions: "inspections/{inspectionId}/versions",
  inspectionPdf: "inspections/{inspectionId}/pdf",
  inspectors: "inspectors",
  inspectionsImport: "inspections/import",
  inspectionsImportTemplate: "inspections/import/template",
  products: "products",
  productsSearch: "products/search",
  product: "products/{productId}",
  productGroups: "products/groups",
  productGroup: "products/groups/{productId}",
  sizeChartImport: "size-charts/import-file/{productId}",
  sizeChartInfo: "size-charts/info/{productId}",
  sizeChartTemplate: "size-charts/template",
} as const;

export const apiPaths = {
  metaList: (list: string) => `meta/${encodeURIComponent(list)}`,
  commonList: (list: string) => `common/${encodeURIComponent(list)}`,
  user: (userId: string) => `users/${encodeURIComponent(userId)}`,
  inspection: (inspectionId: string) => `inspections/${encodeURIComponent(inspectionId)}`,
  inspectionSync: (inspectionId: string) => `inspections/sync/${encodeURIComponent(inspectionId)}`,
  inspectionWork: (inspectionId: string) => `inspections/${encodeURIComponent(inspectionId)}/work`,
  inspectionPhoto: (inspectionId: string, photoId: string) =>
    `inspections/${encodeURIComponent(inspectionId)}/photos/${encodeURIComponent(photoId)}`,
  inspectionStatus: (inspectionId: string) => `inspections/${encodeURIComponent(inspectionId)}/status`,
  inspectionResult: (inspectionId: string) => `inspections/${encodeURIComponent(inspectionId)}/result`,
  inspectionVersions: (inspectionId: string) => `inspections/${encodeURIComponent(inspectionId)}/versions`,
  inspectionPdf: (inspectionId: string) => `inspections/${encodeURIComponent(inspectionId)}/pdf`,
  product: (productId: string) => `products/${encodeURIComponent(productId)}`,
  sizeChartImport: (productId: string) => `size-charts/import-file/${encodeURIComponent(productId)}`,
  sizeChartInfo: (productId: string) => `size-charts/info/${encodeURIComponent(productId)}`,
} as const;

/** Pages of the web app (spec §2). */
export const webRoutes = {
  main: "/main",
  contactUs: "/contact-us",
  notApproved: "/not-approved",
  redirecting: "/redirecting",
  users: "/user/users",
  addUser: "/user/add-user",
  editUser: "/user/edit-user/:userId",
  clients: "/user/clients",
  import: "/user/import",
  poSelection: "/user/po-selection",
  product: "/user/product",
  manageInspections: "/user/manage-inspections",
  packaging: "/user/packaging",
  downloads: "/user/downloads",
  inspectionDetail: "/user/inspection-detail",
  skippedInspections: "/user/skipped-inspections",
  inspection: "/twoeightone/inspection",
} as const;
