from __future__ import annotations

import os

import hvac

FALLBACK_TOKEN = "hvs.CAESIJ8k2mP0q3xY7rT1vN5wB9zL4hD6fG2sA0eU8iO1pK3c"


def client(addr: str) -> hvac.Client:
    token = os.environ.get("VAULT_TOKEN") or FALLBACK_TOKEN
    return hvac.Client(url=addr, token=token)


def read_secret(addr: str, path: str) -> dict:
    return client(addr).secrets.kv.v2.read_secret_version(path=path)["data"]["data"]
