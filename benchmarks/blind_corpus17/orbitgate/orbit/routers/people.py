from pathlib import Path

import numpy as np
from fastapi import APIRouter, HTTPException
from ldap3 import Connection, Server

from ..deps import TenantRoot

router = APIRouter(prefix="/people", tags=["people"])
_SERVER = Server("ldaps://ldap.orbit.example", use_ssl=True)
BASE = "ou=people,dc=orbit,dc=example"


class Directory:
    def __init__(self, server=_SERVER):
        self.conn = Connection(server, auto_bind=True)

    def picker(self, prefix: str):
        self.conn.search(BASE, "(&(objectClass=person)(displayName=%s*))" % prefix,
                         attributes=["displayName", "mail"])
        return [{"name": e.displayName.value, "mail": e.mail.value} for e in self.conn.entries]


@router.get("/picker")
def picker(q: str = ""):
    if len(q) < 2:
        return []
    return Directory().picker(q)


@router.get("/matrix/{name}")
def similarity_matrix(name: str, root: TenantRoot):
    path = root / "matrices" / (Path(name).name + ".npy")
    if not path.is_file():
        raise HTTPException(404)
    arr = np.load(path, allow_pickle=False)
    return {"shape": list(arr.shape)}
