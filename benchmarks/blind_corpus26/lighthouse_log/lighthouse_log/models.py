from dataclasses import dataclass, field, asdict
from typing import List, Optional


@dataclass
class Inspection:
    station: str
    keeper: str
    lamp_hours: float = 0.0
    notes: str = ""
    inspected_at: Optional[str] = None
    id: Optional[int] = None

    def to_dict(self):
        return asdict(self)


@dataclass
class LightCharacteristic:
    station: str
    pattern: str  # e.g. "Fl(2) W 10s"
    sectors: List[tuple] = field(default_factory=list)
    period_s: float = 0.0


SORTABLE_COLUMNS = ("station", "keeper", "inspected_at", "lamp_hours")
