from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional


@dataclass
class Buoy:
    id: int
    name: str
    station_id: Optional[str] = None
    feed_url: Optional[str] = None
    region: Optional[str] = None
    status: str = "active"
    notes: str = ""
    alert_rule: Optional[str] = None
    camera_url: Optional[str] = None
    last_seen: Optional[datetime] = None

    @classmethod
    def from_row(cls, row):
        return cls(**{k: row[k] for k in row.keys()})

    @property
    def is_stale(self):
        if self.last_seen is None:
            return True
        return (datetime.utcnow() - self.last_seen).total_seconds() > 3 * 3600


@dataclass
class Reading:
    ts: datetime
    wave_height: Optional[float] = None
    water_temp: Optional[float] = None
    flags: list = field(default_factory=list)

    def as_dict(self):
        return {
            "ts": self.ts.isoformat(),
            "wave_height": self.wave_height,
            "water_temp": self.water_temp,
        }
