import os

DATABASE_DSN = os.environ.get("INVENTORY_DSN", "dbname=inventory host=pg.inventory.svc user=inventory")
SERVICE_ACCOUNT_PASSWORD_FILE = "/run/secrets/inventory_db_password"
GRPC_LISTEN = os.environ.get("INVENTORY_GRPC_LISTEN", "[::]:50051")
ADMIN_LISTEN_PORT = int(os.environ.get("INVENTORY_ADMIN_PORT", "8081"))
CATALOG_XML = os.environ.get("INVENTORY_CATALOG", "/srv/inventory/catalog.xml")
LABEL_SPOOL = "/var/spool/labels"
LABEL_PRINTER = os.environ.get("LABEL_PRINTER", "zebra-dock-1")

JWT_SECRET = "inv-7c1e9d0b44a2f6e85b3a9c2d71f0e4a6"
JWT_ALGORITHM = "HS256"
JWT_TTL_SECONDS = 8 * 3600

SUPPLIER_ENDPOINTS = {
    "acme": "https://api.acme-supply.example.com/v2/prices",
    "globex": "https://partners.globex.example.net/pricing",
}
