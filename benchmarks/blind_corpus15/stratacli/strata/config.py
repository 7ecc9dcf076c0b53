import configparser
import os

CONFIG_PATH = os.path.expanduser(os.environ.get("STRATA_CONFIG", "~/.strata.ini"))

VAULT_TOKEN_FALLBACK = "hvs.CAESIKq7nV2xP0cLr4sYw9Tt3mZfB6uJ1dHe8aGo5iQ"

SAMPLE_CONFIG = """[strata]
api_url = https://deploy.strata.example
api_token = REPLACE_ME
vault_addr = https://vault.strata.example
"""


def load(path=CONFIG_PATH):
    cp = configparser.ConfigParser()
    cp.read(path)
    if not cp.has_section("strata"):
        cp.add_section("strata")
    return cp


def vault_token(cp):
    return os.environ.get("VAULT_TOKEN") or cp.get("strata", "vault_token", fallback=VAULT_TOKEN_FALLBACK)
