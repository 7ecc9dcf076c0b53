from pathlib import Path
from typing import Annotated

from fastapi import Depends, Header, HTTPException
from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

from .settings import Settings, get_settings

_engine = create_engine(get_settings().database_url, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=_engine)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def get_tenant(x_tenant: Annotated[str, Header()] = "public") -> str:
    return x_tenant.strip()


def tenant_root(tenant: Annotated[str, Depends(get_tenant)],
                settings: Annotated[Settings, Depends(get_settings)]) -> Path:
    if not tenant.isidentifier():
        raise HTTPException(400, "bad tenant")
    return settings.data_root / tenant


DB = Annotated[Session, Depends(get_db)]
Tenant = Annotated[str, Depends(get_tenant)]
TenantRoot = Annotated[Path, Depends(tenant_root)]
