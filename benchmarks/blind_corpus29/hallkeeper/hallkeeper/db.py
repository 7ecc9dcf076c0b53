from typing import Annotated, Iterator

from fastapi import Depends
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection

from .settings import settings

engine = create_engine(settings.database_url, future=True)


def get_conn() -> Iterator[Connection]:
    with engine.begin() as conn:
        yield conn


Db = Annotated[Connection, Depends(get_conn)]
