from sqlalchemy import create_engine, text


def make_engine(settings):
    return create_engine(settings["sqlalchemy.url"], pool_pre_ping=True)


def fetch(request, sql, **params):
    with request.registry.engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(text(sql), params)]


def execute(request, sql, **params):
    with request.registry.engine.begin() as conn:
        conn.execute(text(sql), params)
