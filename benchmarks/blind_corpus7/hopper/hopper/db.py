from sqlalchemy import create_engine, text
from sqlalchemy.orm import sessionmaker

from .settings import settings

engine = create_engine(settings.database_url, future=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False)


def get_session():
    s = SessionLocal()
    try:
        yield s
    finally:
        s.close()


def fetch_all(session, sql, **params):
    return [dict(r._mapping) for r in session.execute(text(sql), params)]
