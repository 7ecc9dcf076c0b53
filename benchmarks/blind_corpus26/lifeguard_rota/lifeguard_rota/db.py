import sqlite3


def _connect(request):
    conn = sqlite3.connect(request.registry.settings["sqlite.path"])
    conn.row_factory = sqlite3.Row

    def _close(req):
        conn.close()

    request.add_finished_callback(_close)
    return conn


def includeme(config):
    config.add_request_method(_connect, "db", reify=True)
