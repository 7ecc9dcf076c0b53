import os

import yaml

DEFAULT_PATH = os.path.expanduser("~/.netops.yml")

SNMP_COMMUNITY = "n0c-R3adOnly-2017"
CMDB_URL = "https://cmdb.corp.example.net/api/v2"
CMDB_TOKEN_ENV = "NETOPS_CMDB_TOKEN"


def load(path=None):
    path = path or os.environ.get("NETOPS_CONFIG", DEFAULT_PATH)
    if not os.path.exists(path):
        return {}
    with open(path) as fh:
        return yaml.safe_load(fh) or {}


def cmdb_token():
    token = os.environ.get(CMDB_TOKEN_ENV)
    if not token:
        raise SystemExit("set %s first" % CMDB_TOKEN_ENV)
    return token
