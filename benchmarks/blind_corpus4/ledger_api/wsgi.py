import os

from ledger_api.app import create_app

app = create_app(os.environ.get("LEDGER_CONFIG", "production"))
