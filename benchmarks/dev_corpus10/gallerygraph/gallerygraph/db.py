from sqlalchemy import create_engine, text
from sqlalchemy.orm import sessionmaker

from . import settings

engine = create_engine(settings.DATABASE_URL, pool_pre_ping=True)
Session = sessionmaker(bind=engine)


def raw(sql, **params):
    with engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(text(sql), params)]
