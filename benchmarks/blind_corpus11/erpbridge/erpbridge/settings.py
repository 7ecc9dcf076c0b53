import os

ERP_DB = os.environ.get("ERP_DB_DSN", "dbname=erp host=erp-db")
PARTNER_WSDL = "https://partner.example/soap/OrderService?wsdl"
PARTNER_USER = "shop-bridge"
PARTNER_PASSWORD = os.environ["ERPBRIDGE_PARTNER_PASSWORD"]
RPC_SHARED_KEY = b"8d1f0c2e7a5b4c9d3e6f1a2b0c7d9e4f"
LDAP_URL = "ldap://ldap.erp.local"
LDAP_BASE = "ou=partners,dc=erp,dc=local"
CATALOG_XML = "/srv/erpbridge/catalog.xml"
EXPORT_DIR = "/srv/erpbridge/exports"
