import os
from dataclasses import dataclass, field


def _split(value):
    return tuple(v.strip() for v in value.split(",") if v.strip())


@dataclass(frozen=True)
class Settings:
    database_path: str = os.getenv("BILLING_DB", "/var/lib/billing/billing.db")
    invoice_dir: str = os.getenv("BILLING_INVOICE_DIR", "/var/lib/billing/invoices")
    stripe_key: str = os.getenv("STRIPE_SECRET_KEY", "")
    debug: bool = os.getenv("BILLING_DEBUG", "0") == "1"
    trusted_import_hosts: tuple = field(default_factory=lambda: _split(os.getenv("BILLING_IMPORT_HOSTS", "erp.internal.example.com")))


settings = Settings()

JWT_SECRET = "billing-jwt-2f9c1e7a8b4d6053e1f7"
JWT_ALGORITHM = "HS256"
