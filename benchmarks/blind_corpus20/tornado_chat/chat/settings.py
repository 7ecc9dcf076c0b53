import os

LISTEN_PORT = int(os.environ.get("CHAT_PORT", "8888"))
DB_PATH = os.environ.get("CHAT_DB", "/var/lib/chat/chat.db")
MEDIA_ROOT = os.environ.get("CHAT_MEDIA", "/var/lib/chat/media")
COOKIE_SECRET = "q8HnA2x9LwPz4Rt7Vb1Ke6Ys3Dm0Fj5Gc8Nu2Ho9Ti"
TEMPLATE_PATH = os.path.join(os.path.dirname(__file__), "templates")
ALLOWED_UPLOAD_EXT = {".png", ".jpg", ".jpeg", ".gif", ".webp"}
