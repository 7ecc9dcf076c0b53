import os


class Settings:
    """Runtime settings, resolved from the environment once at import time."""

    def __init__(self, environ=None):
        env = environ if environ is not None else os.environ
        self.database_url = env.get("LEDGER_DATABASE_URL", "postgresql://localhost/ledger")
        self.signing_key = env["LEDGER_SIGNING_KEY"].encode()
        self.pdf_tool = env.get("LEDGER_PDF_TOOL", "/usr/bin/wkhtmltopdf")
        self.export_root = env.get("LEDGER_EXPORT_ROOT", "/var/lib/ledger/exports")
        self.webhook_allow = [h.strip() for h in env.get("LEDGER_WEBHOOK_HOSTS", "").split(",") if h.strip()]
        self.debug = env.get("LEDGER_DEBUG") == "1"


# Credentials for the accounting mirror; the mirror is only reachable from the office VPN.
MIRROR_USER = "ledger_sync"
MIRROR_PASSWORD = "Wq7!pL2x#Mirror2021"

settings = Settings()
