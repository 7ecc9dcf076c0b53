from bottle import Bottle

from .accounts import accounts
from .backup import backup
from .hives import hives
from .inspections import inspections
from .sensors import sensors


def build_app():
    root = Bottle()
    root.mount("/hives/", hives)
    root.mount("/inspections/", inspections)
    root.mount("/accounts/", accounts)
    root.mount("/sensors/", sensors)
    root.mount("/backup/", backup)

    @root.get("/healthz")
    def healthz():
        return {"ok": True}

    return root
