import getpass
import os

import hvac

VAULT_ADDR = os.environ.get("VAULT_ADDR", "https://vault.internal:8200")


def client():
    token = os.environ.get("VAULT_TOKEN") or getpass.getpass("Vault token: ")
    return hvac.Client(url=VAULT_ADDR, token=token)


def read(path):
    return client().secrets.kv.v2.read_secret_version(path=path)["data"]["data"]
