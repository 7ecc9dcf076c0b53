from dataclasses import dataclass, field
from typing import Dict, List


@dataclass
class Sample:
    sample_id: str
    name: str
    operator: str = ""
    notes: str = ""
    channels: Dict[str, List[float]] = field(default_factory=dict)


class Instrument(object):
    vendor = "generic"
    model = "generic"

    def describe(self):
        return "%s %s" % (self.vendor, self.model)
