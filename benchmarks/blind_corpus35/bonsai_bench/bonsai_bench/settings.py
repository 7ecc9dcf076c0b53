import configparser
import os

cfg = configparser.ConfigParser()
cfg.read(["/etc/bonsai_bench.ini", os.path.expanduser("~/.bonsai_bench.ini")])

DATA_DIR = cfg.get("paths", "data", fallback="/var/lib/bonsai_bench")
PHOTO_DIR = cfg.get("paths", "photos", fallback="/srv/bonsai_bench/photos")
CARE_DIR = cfg.get("paths", "care_sheets", fallback="/srv/bonsai_bench/care")
COOKIE_SECRET = cfg.get("app", "cookie_secret")
SMTP_HOST = cfg.get("mail", "host", fallback="smtp.kinsho-bonsai.example")
SMTP_USER = cfg.get("mail", "user", fallback="shop@kinsho-bonsai.example")
SMTP_PASSWORD = cfg.get("mail", "password", fallback="b0ns4i-Sh0p-M41l")
VOUCHER_SALT = cfg.get("app", "voucher_salt", fallback="kinsho")
