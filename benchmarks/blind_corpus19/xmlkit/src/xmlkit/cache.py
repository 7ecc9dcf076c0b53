import json
import pickle
from pathlib import Path


class ParsedCache:
    """On-disk cache of pre-processed documents, keyed by file name."""

    def __init__(self, directory):
        self.directory = Path(directory)

    def load(self, blob):
        return pickle.loads(blob)

    def load_index(self):
        with open(self.directory / "index.json", encoding="utf-8") as fh:
            return json.load(fh)
