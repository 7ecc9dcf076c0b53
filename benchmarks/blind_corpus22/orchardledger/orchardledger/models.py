from sqlalchemy import create_engine, text

_engine = None

BIN_INSERT = text("INSERT INTO bins (block, picker, variety, kg) VALUES (:block, :picker, :variety, :kg)")


def get_engine(settings):
    global _engine
    if _engine is None:
        _engine = create_engine(settings.get("sqlalchemy.url", "sqlite:////var/lib/orchard/ledger.db"))
    return _engine


def insert_bins(conn, rows):
    conn.execute(BIN_INSERT, rows)
    conn.commit()
