"""Pricing of binding and conservation work."""
from dataclasses import dataclass

RATES = {"quarter": 85.0, "half": 120.0, "full": 190.0, "box": 60.0, "rebacking": 140.0}


@dataclass
class Estimate:
    style: str
    height_mm: int
    volumes: int

    @property
    def total(self):
        base = RATES.get(self.style, RATES["quarter"])
        size_factor = 1.0 if self.height_mm <= 250 else 1.25
        return round(base * size_factor * self.volumes, 2)


def quote(form):
    estimate = Estimate(form.get("style", "quarter"), int(form.get("height_mm", 240)), int(form.get("volumes", 1)))
    return estimate.total
