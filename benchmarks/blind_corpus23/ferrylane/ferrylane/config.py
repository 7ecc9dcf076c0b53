import configparser
import os

CONFIG = configparser.ConfigParser()
CONFIG.read(os.environ.get("FERRYLANE_INI", "/etc/ferrylane/ferrylane.ini"))

COOKIE_SECRET = CONFIG.get("secrets", "cookie_secret", fallback="") or os.environ["FERRYLANE_COOKIE_SECRET"]
SMS_GATEWAY = "https://api.smsgw.example/v2/messages"
SMS_API_TOKEN = "smsgw_live_8JfQ2nV7xR4pL0aT9cW3"
BOARDING_DIR = "/var/lib/ferrylane/boarding"
PDF_DIR = "/var/lib/ferrylane/timetables"
