"""Bot state on disk and imports from the ops paste service."""
import os
import pickle
import threading
from urllib.parse import quote

import requests
import yaml

from . import settings

_lock = threading.Lock()


class BotState(object):
    FILENAME = "state.pickle"

    def __init__(self):
        self.aliases = {}
        self.acks = {}
        self.muted_channels = set()

    @classmethod
    def path(cls):
        return os.path.join(settings.DATA_DIR, cls.FILENAME)

    @classmethod
    def load(cls):
        try:
            with open(cls.path(), "rb") as fh:
                state = pickle.load(fh)
        except FileNotFoundError:
            state = cls()
        return state

    def save(self):
        os.makedirs(settings.DATA_DIR, mode=0o700, exist_ok=True)
        with _lock:
            tmp = self.path() + ".tmp"
            with open(tmp, "wb") as fh:
                pickle.dump(self, fh)
            os.replace(tmp, self.path())


def import_paste(paste_id):
    """Fetch a YAML document from the paste service by id."""
    url = settings.PASTE_BASE + quote(paste_id, safe="")
    resp = requests.get(url, timeout=10)
    resp.raise_for_status()
    return yaml.load(resp.text, Loader=yaml.Loader)
