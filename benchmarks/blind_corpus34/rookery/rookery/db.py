import sqlite3


def connect(request):
    conn = sqlite3.connect(request.registry.settings["rookery.database"])
    conn.row_factory = sqlite3.Row
    request.add_finished_callback(lambda r: conn.close())
    return conn
