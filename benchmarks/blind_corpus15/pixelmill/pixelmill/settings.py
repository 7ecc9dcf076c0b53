import configparser
import os

DEFAULTS = {
    "server": {"host": "0.0.0.0", "port": "8088", "debug": "false"},
    "storage": {"store_dir": "/srv/pixelmill/store", "sidecar_dir": "/srv/pixelmill/xmp"},
    "session": {"secret_key": ""},
    "fetch": {"cdn_hosts": "img.pixelmill-cdn.example, assets.partner-cdn.example"},
}


def load(path=None):
    cp = configparser.ConfigParser()
    cp.read_dict(DEFAULTS)
    cp.read(path or os.environ.get("PIXELMILL_CONFIG", "/etc/pixelmill/pixelmill.ini"))
    return cp


def cdn_hosts(cp):
    return {h.strip().lower() for h in cp.get("fetch", "cdn_hosts").split(",") if h.strip()}
