import os

HERE = os.path.dirname(os.path.abspath(__file__))

PORT = int(os.environ.get("PARLOR_PORT", "8888"))
DB_PATH = os.environ.get("PARLOR_DB", "/var/lib/parlor/parlor.db")
UPLOAD_DIR = os.environ.get("PARLOR_UPLOADS", "/var/lib/parlor/uploads")
TEMPLATE_PATH = os.path.join(HERE, "templates")
STATIC_PATH = os.path.join(HERE, "static")

COOKIE_SECRET = "pArL0r-7d1e0b6c9a4f4c8e-b2f1-prod"
DEBUG = True
LOGIN_URL = "/login"
