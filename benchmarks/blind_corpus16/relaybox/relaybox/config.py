import configparser
import os

EXAMPLE = """
[relaybox]
signing_secret = CHANGE-ME
db = /var/lib/relaybox/relay.db
"""

PLACEHOLDER_SECRET = "CHANGE-ME"


def load(path=None):
    cp = configparser.ConfigParser()
    cp.read_string(EXAMPLE)
    cp.read(path or os.environ.get("RELAYBOX_CONFIG", "/etc/relaybox/relaybox.ini"))
    section = cp["relaybox"]
    if section["signing_secret"] == PLACEHOLDER_SECRET:
        raise RuntimeError("set relaybox.signing_secret in the config file")
    return section
