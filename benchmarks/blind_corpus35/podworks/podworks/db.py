from sqlalchemy import Column, Integer, MetaData, String, Table, Text, create_engine

from . import settings

engine = create_engine(settings.DATABASE_URL, pool_pre_ping=True)
metadata = MetaData()

episodes = Table(
    "episodes", metadata,
    Column("id", Integer, primary_key=True),
    Column("show", String(80)),
    Column("title", String(200)),
    Column("notes", Text),
    Column("audio", String(200)),
    Column("status", String(20)),
)

feed_tokens = Table(
    "feed_tokens", metadata,
    Column("token", String(64), primary_key=True),
    Column("member", String(80)),
    Column("show", String(80)),
)
