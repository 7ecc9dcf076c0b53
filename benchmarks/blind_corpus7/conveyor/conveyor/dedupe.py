import shelve

from . import settings


class SeenStore:
    def __init__(self, path=settings.SEEN_DB):
        self.path = path

    def seen(self, message_id: str) -> bool:
        with shelve.open(self.path) as db:
            if message_id in db:
                return True
            db[message_id] = True
            return False
