import configparser

_cfg = configparser.ConfigParser()
_cfg.read(["/etc/cone/cone.ini"])

DB_PATH = _cfg.get("db", "path", fallback="/srv/cone/cone.sqlite")
COOKIE_SECRET = _cfg.get("web", "cookie_secret")
DEBUG = _cfg.getboolean("web", "debug", fallback=False)
OSRM_URL = _cfg.get("routing", "osrm", fallback="https://router.project-osrm.org")
CHIME_DIR = "/srv/cone/chimes"
RECEIPT_DIR = "/srv/cone/receipts"

LOGIN_FORM_FIELDS = {"username": "driver_id", "password": "pin"}
