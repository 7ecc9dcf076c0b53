from fastapi import Cookie, Depends, HTTPException

from .db import get_conn
from .repository import Customer, Invoice, Repository
from .security import decode_token


def customers_repo(conn=Depends(get_conn)) -> Repository[Customer]:
    return Repository(conn, "customers", Customer)


def invoices_repo(conn=Depends(get_conn)) -> Repository[Invoice]:
    return Repository(conn, "invoices", Invoice)


def current_customer(billing_token: str | None = Cookie(default=None)) -> int:
    if not billing_token:
        raise HTTPException(401)
    try:
        return int(decode_token(billing_token)["sub"])
    except Exception:
        raise HTTPException(401)
