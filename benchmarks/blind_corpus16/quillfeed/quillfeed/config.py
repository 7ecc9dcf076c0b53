"""Runtime configuration read from an INI file."""
import configparser
import os

DEFAULTS = {
    "listen": "127.0.0.1:8088",
    "attachments": "/var/lib/quillfeed/attachments",
    "avatars": "/var/lib/quillfeed/avatars",
}


def load(path=None):
    cp = configparser.ConfigParser(defaults=DEFAULTS)
    cp.read(path or os.environ.get("QUILLFEED_CONFIG", "/etc/quillfeed.ini"))
    return dict(cp["DEFAULT"])
