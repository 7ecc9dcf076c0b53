from functools import lru_cache

from sqlalchemy import create_engine

from . import settings


@lru_cache(maxsize=1)
def engine():
    return create_engine(settings.WAREHOUSE_URL, pool_pre_ping=True)
