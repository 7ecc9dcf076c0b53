import sqlite3


async def connection_ctx(app):
    conn = sqlite3.connect(app["settings"].database, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    app["db"] = conn
    yield
    conn.close()
