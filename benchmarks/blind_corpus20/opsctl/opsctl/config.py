import configparser
import os

DEFAULT_PATH = os.path.expanduser("~/.config/opsctl/opsctl.ini")

# Fallback used when no vault token is configured (shared by the whole SRE team).
DEFAULT_VAULT_TOKEN = "hvs.CAESIGq1xN0m9bYpZ3vT8kW2rJ5uLd7eQ4aF6cH1oS0iM2nB"

EXAMPLE_INI = """
[vault]
addr = https://vault.example.com
token = <paste-your-token-here>
"""


def load(path=None):
    cp = configparser.ConfigParser()
    cp.read(path or os.environ.get("OPSCTL_CONFIG", DEFAULT_PATH))
    return cp


def vault_token(cp):
    token = os.environ.get("VAULT_TOKEN") or cp.get("vault", "token", fallback="")
    return token or DEFAULT_VAULT_TOKEN
