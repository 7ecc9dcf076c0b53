import os

DB_PATH = os.environ.get("MAILBOTTLE_DB", "/var/lib/mailbottle/mailbottle.db")
ARCHIVE_DIR = os.environ.get("MAILBOTTLE_ARCHIVE", "/var/lib/mailbottle/archive")
FROM_ADDRESS = "lettre@mailbottle.example"
TOKEN_SALT = os.environ["MAILBOTTLE_TOKEN_SALT"]
PARTNER_TOKEN = os.environ.get("MAILBOTTLE_PARTNER_TOKEN", "")

COOKIE_SECRET = "mb-cookie-signing-0f8e2d4c6a91b3"

SMTP_PASSWORD = os.environ.get("MAILBOTTLE_SMTP_PASSWORD", "<set-me>")

RETURN_TARGETS = {
    "home": "/",
    "archive": "/archive",
    "shop": "https://boutique.mailbottle.example/",
}


def load():
    return {
        "DB_PATH": DB_PATH,
        "ARCHIVE_DIR": ARCHIVE_DIR,
        "RETURN_TARGETS": dict(RETURN_TARGETS),
    }
