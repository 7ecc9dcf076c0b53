"""Minimal Luigi-flavoured task base class."""
import logging
import os

log = logging.getLogger(__name__)


class Task:
    """Subclasses implement extract/transform/load; ``run`` drives them."""

    plugin_name = None

    def __init__(self, **params):
        self.params = params
        self.stats = {"extracted": 0, "loaded": 0}

    def output(self):
        return os.path.join("/data/markers", "%s-%s.done" % (self.plugin_name, self.params.get("batch", "adhoc")))

    def complete(self):
        return os.path.exists(self.output())

    def extract(self):
        raise NotImplementedError

    def transform(self, records):
        return records

    def load(self, records):
        raise NotImplementedError

    def run(self):
        if self.complete():
            log.info("%s already complete", self.plugin_name)
            return self.stats
        records = list(self.extract())
        self.stats["extracted"] = len(records)
        self.stats["loaded"] = self.load(self.transform(records))
        with open(self.output(), "w") as fh:
            fh.write("ok\n")
        return self.stats
